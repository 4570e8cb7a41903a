// What a failed validation means for a form: field -> list of { key, params } (i18n keys), the
// reading of ajv's errors shared by the server and the browser. Imports no ajv code at run time.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import type { MessageParams } from '../i18n/interpolate';

export interface FieldError {
  readonly key: string;
  readonly params?: MessageParams;
}
/** Field path (top-level property name, nested ones dotted; `root` for the whole form) -> errors. */
export type FieldErrors = Record<string, FieldError[]>;

// Keys for ajv's own keywords; the custom keywords carry their key in their params.
const keyOfAjvKeyword: Readonly<Record<string, string>> = { required: 'check.blank' };
const FALLBACK_KEY = 'check.invalid';

function fieldPath({ instancePath, keyword, params }: ErrorObject): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (keyword === 'required') segments.push(String(params.missingProperty));
  return segments.join('.') || 'root';
}

function fieldError({ keyword, message, params }: ErrorObject): FieldError {
  // ajv-errors replaces the original errors by one whose message is the key the schema names.
  if (keyword === 'errorMessage' && message) return { key: message };
  const { key, ...rest } = params as Record<string, unknown>;
  if (typeof key !== 'string') return { key: keyOfAjvKeyword[keyword] ?? FALLBACK_KEY };
  return Object.keys(rest).length > 0 ? { key, params: rest as MessageParams } : { key };
}

export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors ?? []) {
    const path = fieldPath(error);
    fields[path] ??= [];
    fields[path].push(fieldError(error));
  }
  // A rule's own message (check.select for an id of 1.5) says more than ajv's type error beside it.
  for (const [path, list] of Object.entries(fields)) {
    const specific = list.filter(({ key }) => key !== FALLBACK_KEY);
    if (specific.length > 0) fields[path] = specific;
  }
  return fields;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const RULES = ['text', 'select', 'calendarDay', 'dayWithin', 'requiredWhen', 'pickedUnless'];
const hasRule = (property: AnySchemaObject): boolean => RULES.some((rule) => rule in property) && property.pickedUnless?.whenSent !== true;

/**
 * A copy of the data in which absent and null properties mean "nothing entered": a property with
 * a `text` or `select` rule becomes '' (or [] for a multi-select), so that a required field
 * reports on itself even when the payload omits it (not a `pickedUnless.whenSent` list, which only
 * a sent list checks); any other null property is dropped.
 */
export function withEmptyFields(schema: AnySchemaObject, data: unknown): unknown {
  if (!isPlainObject(data) || !isPlainObject(schema.properties)) return data;
  const filled: Record<string, unknown> = { ...data };
  for (const [name, property] of Object.entries(schema.properties as Record<string, AnySchemaObject>)) {
    const value = filled[name];
    if (value == null && hasRule(property)) filled[name] = property.type === 'array' ? [] : '';
    else if (value === null) delete filled[name];
    else if (isPlainObject(value)) filled[name] = withEmptyFields(property, value);
  }
  return filled;
}
