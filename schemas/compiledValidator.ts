// Compiles each schema once with the shared ajv instance. In the browser the Vite plugin
// (vitePlugin.ts) replaces this module by validators precompiled at build time, so the app runs no
// generated code through `new Function` (no 'unsafe-eval' in the CSP) and does not ship ajv.
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv';

const ajv = createAjv();
const validators = new WeakMap<AnySchemaObject, ValidateFunction>();

export function compiledValidator(schema: AnySchemaObject): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}
