// The guide's example (docs/adding-a-resource.md, "Edit, delete and per-language fields") as a
// reader adds it: its blocks, written at their paths in a copy of the project, type-check with the
// project's settings; its declaration loads; its texts hold every label the screen shows, in both
// languages; its fixtures fail on exactly the fields they name. tests/api/guideExample.test.ts runs
// its routes, src/engine/guideExample.test.tsx its screen.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyScreen, fieldLabelKey, formFields, isResource, type ResourceDefinition, titleSource } from '../../common/resource';
import { validateFields } from '../../schemas/validator';
import { type GuideExample, guideExampleBlocks, projectRoot, writeGuideExample } from '../support/guideExample';

let example: GuideExample;
beforeAll(() => {
  example = writeGuideExample();
});
afterAll(() => example.remove());

const valueAt = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

describe('the guide’s example', () => {
  it('has the six files of a plain resource', () => {
    expect(guideExampleBlocks().map(({ path }) => path)).toEqual([
      'schemas/term.ts',
      'resources/terms/index.ts',
      'i18n/ru/app.ts',
      'i18n/en/app.ts',
      'server/db/migrations/2026_11_27_02_terms.ts',
      'tests/fixtures/term/valid/one-language.json',
      'tests/fixtures/term/invalid/blank-name.json',
    ]);
  });

  it('type-checks where the guide puts it', { timeout: 120_000 }, () => {
    const include = Object.values(example.files).filter((file) => file.endsWith('.ts'));
    writeFileSync(join(example.root, 'tsconfig.guide.json'), JSON.stringify({ extends: './tsconfig.json', include }));
    const tsc = join(projectRoot, 'node_modules/.bin/tsc');
    let output = '';
    try {
      execFileSync(tsc, ['-p', 'tsconfig.guide.json'], { cwd: example.root, stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stdout?: Buffer }).stdout ?? error);
    }
    expect(output).toBe('');
  });

  it('declares a plain resource with per-language fields whose every label is in both catalogs', async () => {
    const { screens } = (await import(example.files['resources/terms/index.ts'])) as { screens: AnyScreen[] };
    const [terms] = screens.filter(isResource) as ResourceDefinition[];
    expect(terms.config.store?.table).toBe('terms');
    expect(
      formFields(terms.config)
        .filter((field) => field.perLanguage)
        .map((field) => field.source),
    ).toEqual(['name', 'definition']);
    const { config } = terms;
    const keys = [
      `resources.${config.name}.name`,
      fieldLabelKey(config.name, titleSource(config)),
      ...config.list.columns.map((column) => fieldLabelKey(config.name, column.source)),
      ...formFields(config).map((field) => fieldLabelKey(config.name, field.source)),
    ];
    for (const lang of ['ru', 'en']) {
      const { texts } = (await import(join(example.root, `guide-texts/${lang}.ts`))) as { texts: object };
      const missing = keys.filter((key) => typeof valueAt({ resources: texts }, key) !== 'string');
      expect(missing, lang).toEqual([]);
    }
  });

  it('has fixtures that fail on exactly the fields they name', async () => {
    const { termSchema } = (await import(example.files['schemas/term.ts'])) as { termSchema: object };
    const fixtures = Object.entries(example.files).filter(([path]) => path.startsWith('tests/fixtures/'));
    expect(fixtures).toHaveLength(2);
    for (const [, file] of fixtures) {
      const { data, fields = [] } = JSON.parse(readFileSync(file, 'utf8')) as { data: unknown; fields?: string[] };
      expect(Object.keys(validateFields(termSchema, data)).sort()).toEqual(fields);
    }
  });
});
