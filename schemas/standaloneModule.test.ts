// The browser's precompiled validators must judge every fixture exactly as the run-time compiler
// does. The generated module is written under .vite/ (ignored by git) and imported like any module.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../tests/fixtures/loadFixtures';
import { schemaRegistry } from './registry';
import { standaloneValidatorsModule } from './standaloneModule';
import { validateFields, validateWith } from './validator';

// One folder per run, so that two test runs at once do not share it.
const folder = new URL(`../.vite/standalone-test-${process.pid}/`, import.meta.url);
const registryFile = fileURLToPath(new URL('registry.mjs', folder));
const validatorsFile = fileURLToPath(new URL('validators.mjs', folder));

// The real registry plus a schema with an ajv-formats format, which standalone code must import.
const registrySource = `import { schemaRegistry } from ${JSON.stringify(fileURLToPath(new URL('./registry.ts', import.meta.url)))};
export const testRegistry = { ...schemaRegistry, visit: { type: 'object', properties: { day: { type: 'string', format: 'date' } } } };
`;

type Precompiled = { compiledValidator: (schema: AnySchemaObject) => ValidateFunction };
let testRegistry: Record<string, AnySchemaObject>;
let precompiled: Precompiled;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(registryFile, registrySource);
  ({ testRegistry } = await import(/* @vite-ignore */ registryFile));
  writeFileSync(validatorsFile, standaloneValidatorsModule(testRegistry, registryFile, 'testRegistry'));
  precompiled = await import(/* @vite-ignore */ validatorsFile);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('standalone validators', () => {
  it('contain no run-time code generation and no require()', () => {
    const source = standaloneValidatorsModule(schemaRegistry, 'registry', 'schemaRegistry');
    expect(source).not.toMatch(/new Function|eval\(|require\(/);
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
    expect(() => standaloneValidatorsModule({ needsHelper }, 'registry', 'schemaRegistry')).toThrow(/run-time helper/);
  });
});
