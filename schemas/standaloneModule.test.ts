// The browser's precompiled validators must judge every fixture exactly as the run-time compiler
// does. The generated modules (one per schema, the lookup, and each schema's registration as the
// Vite plugin appends it) are written under .vite/ (ignored by git) and imported like any module.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../tests/fixtures/loadFixtures';
import { schemaRegistry } from './registry';
import { registrationCode, standaloneValidatorModule, VALIDATOR_LOOKUP_MODULE } from './standaloneModule';
import { validateFields, validateWith } from './validator';

// One folder per run, so that two test runs at once do not share it.
const folder = new URL(`../.vite/standalone-test-${process.pid}/`, import.meta.url);
const file = (name: string) => fileURLToPath(new URL(name, folder));

// The real registry plus a schema with an ajv-formats format, which standalone code must import.
const registrySource = `import { schemaRegistry } from ${JSON.stringify(fileURLToPath(new URL('./registry.ts', import.meta.url)))};
export const testRegistry = { ...schemaRegistry, visit: { type: 'object', properties: { day: { type: 'string', format: 'date' } } } };
`;

type Lookup = { compiledValidator: (schema: AnySchemaObject) => ValidateFunction };
let testRegistry: Record<string, AnySchemaObject>;
let precompiled: Lookup;

// Compiling and importing one module per schema (some sixty) took 3 s on a quiet machine and over
// the default 10 s while the browser tests' stress run shared the two cores (issue 23).
const SETUP_MS = 60_000;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(file('registry.mjs'), registrySource);
  writeFileSync(file('lookup.mjs'), VALIDATOR_LOOKUP_MODULE);
  ({ testRegistry } = await import(/* @vite-ignore */ file('registry.mjs')));
  for (const [name, schema] of Object.entries(testRegistry)) {
    writeFileSync(file(`validator-${name}.mjs`), standaloneValidatorModule(schema));
    // What the plugin appends to the schema's own module: here the schema is the test registry's.
    const registration = registrationCode(`testRegistry[${JSON.stringify(name)}]`, `./validator-${name}.mjs`, './lookup.mjs');
    writeFileSync(file(`register-${name}.mjs`), `import { testRegistry } from './registry.mjs';\n${registration}`);
    await import(/* @vite-ignore */ file(`register-${name}.mjs`));
  }
  precompiled = await import(/* @vite-ignore */ file('lookup.mjs'));
}, SETUP_MS);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('standalone validators', () => {
  it('contain no run-time code generation and no require()', () => {
    for (const schema of Object.values(schemaRegistry)) {
      expect(standaloneValidatorModule(schema as AnySchemaObject)).not.toMatch(/new Function|eval\(|require\(/);
    }
  });

  it.each(loadFixtures())('judge $schema $name as the run-time compiler does', ({ schema, data }) => {
    const precompiledSchema = testRegistry[schema];
    expect(validateWith(precompiled.compiledValidator(precompiledSchema), precompiledSchema, data)).toEqual(
      validateFields(schemaRegistry[schema], data),
    );
  });

  it('import the formats of ajv-formats', () => {
    const visit = testRegistry.visit;
    const validate = precompiled.compiledValidator(visit);
    expect(validateWith(validate, visit, { day: '2024-02-29' })).toEqual({});
    expect(validateWith(validate, visit, { day: '2023-02-29' })).toEqual({ day: [{ key: 'check.invalid' }] });
  });

  it('refuse a schema that is not in the registry', () => {
    expect(() => precompiled.compiledValidator({ type: 'object' })).toThrow(/registry/);
  });

  it('refuse a schema whose code would need an ajv run-time helper', () => {
    const needsHelper = { type: 'object', properties: { name: { type: 'string', maxLength: 3 } } };
    expect(() => standaloneValidatorModule(needsHelper)).toThrow(/run-time helper/);
  });
});
