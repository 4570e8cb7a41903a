// The source of the browser's validator module: every schema of the registry compiled by ajv's
// standalone code generation, plus a compiledValidator(schema) with the signature of
// compiledValidator.ts, which this module replaces in the browser (see vitePlugin.ts).
import type { AnySchemaObject } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { createAjv, STANDALONE_FORMATS } from './ajv';

/**
 * @param registry the schemas by name, as exported by `registryExport` of `registryModule`
 * @param registryModule the import path of that module, so that the browser's own schema objects
 *   (the ones its forms pass in) are the keys of the precompiled validators
 */
export function standaloneValidatorsModule(
  registry: Readonly<Record<string, AnySchemaObject>>,
  registryModule: string,
  registryExport: string,
): string {
  const ajv = createAjv({ standalone: true });
  const names = Object.keys(registry);
  for (const name of names) ajv.addSchema(registry[name], name);
  const validators = standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, name])));
  // ajv refers to its run-time helpers with require(); an ES module in the browser has none.
  if (validators.includes('require(')) {
    throw new Error(
      'A schema needs an ajv run-time helper (minLength, maxLength, const, enum of objects, uniqueItems): use the text, select or sameAs rules instead',
    );
  }
  const formats = validators.includes(STANDALONE_FORMATS)
    ? `import { fullFormats as ${STANDALONE_FORMATS} } from 'ajv-formats/dist/formats.js';`
    : '';
  return `${validators}
${formats}
import { ${registryExport} } from ${JSON.stringify(registryModule)};
const byName = { ${names.join(', ')} };
const precompiled = new Map(Object.entries(${registryExport}).map(([name, schema]) => [schema, byName[name]]));
export function compiledValidator(schema) {
  const validate = precompiled.get(schema);
  if (!validate) throw new Error('This schema is not in schemas/registry.ts, so it was not precompiled for the browser');
  return validate;
}
`;
}
