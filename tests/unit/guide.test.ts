// docs/adding-a-resource.md stays true: every block it marks `file=<path>` is the real file, or a
// run of its lines, quoted verbatim; the files it says a plain resource needs are the ones rubrics
// have, and its second example quotes the leads' declaration, handlers and screen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const guide = readFileSync(join(root, 'docs/adding-a-resource.md'), 'utf8');
const quoted = [...guide.matchAll(/```\w+ file=(\S+)\n([\s\S]*?)\n```/g)].map(([, path, text]) => ({ path, text }));

describe('docs/adding-a-resource.md', () => {
  it('quotes the rubrics files (schema, declaration, both catalogs, migration, a fixture), then the leads’ (calls, handlers, declaration)', () => {
    expect(quoted.map(({ path }) => path)).toEqual([
      'schemas/rubric.ts',
      'resources/rubrics/index.ts',
      'i18n/ru/app.ts',
      'i18n/en/app.ts',
      'server/db/migrations/2026_11_24_002_rubrics.ts',
      'tests/fixtures/rubric/invalid/blank-and-markup-only.json',
      'resources/leads/calls.ts',
      'server/routes/leads.ts',
      'resources/leads/index.ts',
      'resources/leads/index.ts',
    ]);
  });

  it.each(quoted)('quotes $path as it is', ({ path, text }) => {
    const file = join(root, path);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(text);
  });
});
