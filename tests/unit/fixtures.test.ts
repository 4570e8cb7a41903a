// Every sample payload through the server's entry point (validateFields) and the browser's
// (schemaResolver): both must fail on exactly the fixture's fields, with the same first message.
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/interpolate';
import { schemaRegistry } from '../../schemas/registry';
import { schemaResolver } from '../../schemas/resolver';
import { validateFields } from '../../schemas/validator';
import { loadFixtures } from '../fixtures/loadFixtures';

const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };
const english = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

/** react-hook-form's nested errors as dotted path -> message. */
function flatten(errors: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null) continue;
    if ('type' in value && 'message' in value) flat[`${prefix}${name}`] = String(value.message);
    else Object.assign(flat, flatten(value, `${prefix}${name}.`));
  }
  return flat;
}

describe.each(loadFixtures())('$schema $name', ({ schema, data, fields }) => {
  const fieldErrors = validateFields(schemaRegistry[schema], data);

  it('validateFields fails on exactly the named fields', () => {
    expect(Object.keys(fieldErrors).sort()).toEqual(fields);
  });

  it('schemaResolver gives the same verdict and messages', async () => {
    const resolve = schemaResolver(schemaRegistry[schema], english);
    const result = await resolve(data as FieldValues, undefined, options);
    const expected = Object.fromEntries(Object.entries(fieldErrors).map(([field, [first]]) => [field, english(first.key, first.params)]));
    expect(flatten(result.errors)).toEqual(expected);
    expect(result.values).toEqual(fields.length === 0 ? data : {});
  });
});
