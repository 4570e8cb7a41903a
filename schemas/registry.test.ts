// Every exported form schema must be in the registry: the browser only has precompiled validators
// for registered schemas, and the fixtures are looked up by registry name.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaRegistry } from './registry';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const exportedSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object')
    .map(([name, value]) => ({ file, name, value })),
);

describe('schema registry', () => {
  it('holds every exported *Schema', () => {
    const registered = new Set<unknown>(Object.values(schemaRegistry));
    expect(exportedSchemas.length).toBeGreaterThan(0);
    expect(exportedSchemas.filter(({ value }) => !registered.has(value)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it.each(Object.keys(schemaRegistry))('has valid and invalid fixtures for %s', (name) => {
    for (const verdict of ['valid', 'invalid']) {
      expect(existsSync(new URL(`../tests/fixtures/${name}/${verdict}`, import.meta.url))).toBe(true);
    }
  });
});
