// Browser side: a react-hook-form resolver over the same schema and rules as the server. Each
// error's type is its i18n key and its message the translated text (react-admin's translate fits).
// A declaration's input transforms run first, as on the server, and the form submits their result.
import type { AnySchemaObject } from 'ajv';
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import { applyTransforms, type TransformName } from '../common/transforms';
import type { MessageParams } from '../i18n/interpolate';
import { compiledValidator } from './compiledValidator';
import type { FieldError } from './fieldErrors';
import { validateWith } from './validator';

export type Translate = (key: string, params?: MessageParams) => string;

function hookError(errors: FieldError[], translate: Translate, allCriteria: boolean) {
  const [first, ...rest] = errors.map(({ key, params }) => ({ type: key, message: translate(key, params) }));
  if (!allCriteria) return first;
  // criteriaMode 'all': every failed rule, by key, as react-hook-form's `types`.
  const types = Object.fromEntries([first, ...rest].map(({ type, message }) => [type, message]));
  return { ...first, types };
}

export function schemaResolver<Values extends FieldValues = FieldValues>(
  schema: AnySchemaObject,
  translate: Translate,
  transforms?: Readonly<Record<string, readonly TransformName[]>>,
): Resolver<Values> {
  const validate = compiledValidator(schema);
  return (input, _context, options) => {
    const values = applyTransforms(input, transforms);
    const fields = validateWith(validate, schema, values);
    const paths = Object.keys(fields);
    if (paths.length === 0) return { values, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const path of paths) set(errors, path, hookError(fields[path], translate, options.criteriaMode === 'all'));
    return { values: {}, errors };
  };
}
