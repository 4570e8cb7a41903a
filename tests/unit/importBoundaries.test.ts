// The lint keeps the two sides apart (biome.json, noRestrictedImports): the browser never imports
// server/, the server never imports the browser, and the shared folders import neither. Each case
// feeds Biome one import as if it were a file at that path.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
// A scratch tree with the project's lint settings, so that probes never touch the real folders.
const scratch = mkdtempSync(join(tmpdir(), 'boundaries-'));
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Whether Biome lets the import through (other rules' findings do not matter here). */
function lintAs(path: string, source: string): boolean {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    execFileSync(biome, ['lint', '--only=style/noRestrictedImports', path], { cwd: scratch, stdio: 'pipe' });
    return true;
  } catch (error) {
    const output = String((error as { stdout?: Buffer }).stdout ?? '') + String((error as { stderr?: Buffer }).stderr ?? '');
    if (!output.includes('noRestrictedImports')) throw error;
    return false;
  } finally {
    rmSync(file);
  }
}

describe('import boundaries', () => {
  it.each([
    ['src/probe.ts', "export { buildApp } from '../server/app';"],
    ['dataProvider/probe.ts', "export { buildApp } from '../server/app';"],
    ['resources/probe/View.tsx', "export { buildApp } from '../../server/app';"],
    ['server/probe.ts', "export { App } from '../src/App';"],
    ['server/probe.ts', "export { createDataProvider } from '../dataProvider/index';"],
    ['server/probe.ts', "export { screens } from '../resources/index';"],
    ['common/probe.ts', "export { useLang } from '../src/useLang';"],
    ['common/probe.ts', "export { buildApp } from '../server/app';"],
    ['schemas/probe.ts', "export { buildApp } from '../server/app';"],
    ['resources/probe/index.ts', "export { useLang } from '../../src/useLang';"],
    ['resources/probe/index.ts', "export { Button } from '@mui/material';"],
    ['resources/probe/calls.ts', "export { useLang } from '../../src/useLang';"],
    ['resources/probe/calls.ts', "export { buildApp } from '../../server/app';"],
    ['resources/probe/calls.ts', "export { http } from '../../dataProvider/http';"],
    ['server/probe.ts', "export { cell } from '../resources/leads/cells/LeadIdCell';"],
  ])('refuses %s importing %s', (path, source) => {
    expect(lintAs(path, `${source}\n`)).toBe(false);
  });

  it.each([
    ['src/probe.ts', "export { EDIT_LANGS } from '../common/lang';"],
    ['server/probe.ts', "export { EDIT_LANGS } from '../common/lang';"],
    ['resources/probe/index.ts', "export { EDIT_LANGS } from '../../common/lang';"],
    // An area's call declarations are shared data: the server registers its routes from them.
    ['server/probe.ts', "export { leadCalls } from '../resources/leads/calls';"],
    ['resources/probe/calls.ts', "export { leadsAnswer } from '../../schemas/answers/leads';"],
  ])('lets %s import %s', (path, source) => {
    expect(lintAs(path, `${source}\n`)).toBe(true);
  });
});
