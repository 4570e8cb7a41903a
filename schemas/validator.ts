// validateFields(schema, data): the one validation entry point of the server and the browser.
// Returns field -> [{ key, params }] (i18n keys); an empty object means valid.
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { compiledValidator } from './compiledValidator';
import { type FieldErrors, toFieldErrors, withEmptyFields } from './fieldErrors';

export type { FieldError, FieldErrors } from './fieldErrors';

/** Validation with a given validator (run-time compiled or standalone): same reading of both. */
export function validateWith(validate: ValidateFunction, schema: AnySchemaObject, data: unknown): FieldErrors {
  return validate(withEmptyFields(schema, data)) ? {} : toFieldErrors(validate.errors);
}

export function validateFields(schema: AnySchemaObject, data: unknown): FieldErrors {
  return validateWith(compiledValidator(schema), schema, data);
}
