// The demo catalogue speaks the documented format (every record passes its step's schema), is
// the same on every run, and scales with its size parameter.
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { recordSchemas, type SourceStep } from '../records';
import type { CatalogueSource } from '../source';
import { demoSource } from './demoSource';

const ajv = addFormats(new Ajv({ useDefaults: true, strict: true }));

async function collect(source: CatalogueSource, step: SourceStep): Promise<unknown[]> {
  const records: unknown[] = [];
  for await (const batch of source[step]() as AsyncIterable<unknown[]>) records.push(...batch);
  return records;
}

describe('demo catalogue', () => {
  it('delivers records that pass the documented schemas', async () => {
    const source = demoSource(60);
    for (const step of Object.keys(recordSchemas) as SourceStep[]) {
      const kinds = recordSchemas[step].map((schema) => ajv.compile(schema as AnySchema));
      const records = await collect(source, step);
      expect(records.length, step).toBeGreaterThan(0);
      for (const record of records) {
        const copy = structuredClone(record);
        const validate = kinds.find((_, i) => {
          const type = (recordSchemas[step][i].properties as { type?: { const: string } }).type?.const;
          return !type || type === (record as { type?: string }).type;
        });
        if (!validate) throw new Error(`no schema for a ${step} record`);
        expect(validate(copy) ? null : { step, errors: validate.errors, record }).toBeNull();
        // Defaults add nothing: the demo spells every field out.
        expect(copy).toEqual(record);
      }
    }
  });

  it('is the same on every run and grows with its size', async () => {
    const first = await collect(demoSource(40), 'clinics');
    expect(await collect(demoSource(40), 'clinics')).toEqual(first);
    expect(await collect(demoSource(80), 'clinics')).toHaveLength(80);
    const names = first.map((c) => (c as { l10n: { RU: { name: string }; EN: { name: string } } }).l10n);
    expect(names[0].RU.name).toMatch(/[а-яё]/i);
    expect(names[0].EN.name).toMatch(/^[\x20-\x7e]+$/);
  });
});
