// Builds an ajv instance with the spec's rules: all errors at once, strict schemas, formats,
// ajv-errors (`errorMessage` overrides with i18n keys) and the custom keywords (keywords/).
// The run-time instance lives in compiledValidator.ts; vitePlugin.ts builds a standalone one.
import Ajv, { Name } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { customKeywords } from './keywords';

/** The name that standalone code uses for ajv-formats' formats (see standaloneModule.ts). */
export const STANDALONE_FORMATS = 'ajvFullFormats';

export function createAjv({ standalone = false } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // Multipart bodies carry numbers as text, so ids are declared `type: ['integer', 'string']`.
    allowUnionTypes: true,
    code: standalone ? { source: true, esm: true, formats: new Name(STANDALONE_FORMATS) } : {},
  });
  addFormats(ajv);
  ajvErrors(ajv);
  for (const keyword of customKeywords) ajv.addKeyword(keyword);
  return ajv;
}
