// The sources of the browser's validator modules (see vitePlugin.ts): one module per schema of the
// registry with ajv's standalone code for it, and the module that replaces compiledValidator.ts,
// with which each schema's module registers its validator as it loads. A page thus downloads the
// validators of the forms it shows, not every form's (the login page, its one).
import type { AnySchemaObject } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { createAjv, STANDALONE_FORMATS } from './ajv';

/** ajv's standalone code for `schema`: an ES module whose default export validates it. */
export function standaloneValidatorModule(schema: AnySchemaObject): string {
  const ajv = createAjv({ standalone: true });
  const validator = standaloneCode(ajv, ajv.compile(schema));
  // ajv refers to its run-time helpers with require(); an ES module in the browser has none.
  if (validator.includes('require(')) {
    throw new Error(
      'A schema needs an ajv run-time helper (minLength, maxLength, const, enum of objects, uniqueItems): use the text, select or sameAs rules instead',
    );
  }
  const formats = validator.includes(STANDALONE_FORMATS)
    ? `import { fullFormats as ${STANDALONE_FORMATS} } from 'ajv-formats/dist/formats.js';`
    : '';
  return `${validator}\n${formats}\n`;
}

/** The browser's compiledValidator.ts: the validators registered so far, by schema object. */
export const VALIDATOR_LOOKUP_MODULE = `const precompiled = new WeakMap();
export function registerValidator(schema, validate) {
  precompiled.set(schema, validate);
}
export function compiledValidator(schema) {
  const validate = precompiled.get(schema);
  if (!validate) throw new Error('This schema is not in schemas/registry.ts, so it was not precompiled for the browser');
  return validate;
}
`;

/**
 * What a schema's module gets appended in the browser: it registers its schema object (the one its
 * importers pass to compiledValidator) with that schema's precompiled validator.
 * @param schemaExport the module's export holding the schema (`<file name>Schema`)
 * @param validatorModule the import path of its standalone validator module
 * @param lookupModule the import path of the lookup module (VALIDATOR_LOOKUP_MODULE)
 */
export function registrationCode(schemaExport: string, validatorModule: string, lookupModule: string): string {
  return `
import __precompiledValidator from ${JSON.stringify(validatorModule)};
import { registerValidator as __registerValidator } from ${JSON.stringify(lookupModule)};
__registerValidator(${schemaExport}, __precompiledValidator);
`;
}
