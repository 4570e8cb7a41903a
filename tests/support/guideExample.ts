// The example of docs/adding-a-resource.md as a reader would add it: every block the guide marks
// `example=<path>` written at that path in a scratch copy of the project (each folder on the way a
// real one whose other entries link to the project's), so that its imports resolve as they would
// in the checkout. The catalog blocks are fragments of i18n/*/app.ts: they are written as modules
// of their own (guide-texts/<lang>.ts, `export const texts = { ... }`) instead. The copy lives in
// test-results/ (ignored by git, Biome and tsc): inside the project, where the dom tests' module
// loader reaches, and never among the real files.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '../..');

export interface GuideBlock {
  path: string;
  text: string;
}

/** The blocks of the guide marked `example=<path>`, in the guide's order. */
export function guideExampleBlocks(): GuideBlock[] {
  const guide = readFileSync(join(projectRoot, 'docs/adding-a-resource.md'), 'utf8');
  return [...guide.matchAll(/```\w+ example=(\S+)\n([\s\S]*?)\n```/g)].map(([, path, text]) => ({ path, text }));
}

const CATALOG = /^i18n\/(\w+)\/app\.ts$/;
const SCRATCH = 'test-results';

/** Makes `dir` (relative to both roots) a real folder in the scratch tree: its project entries
 * become links, one of which may become a real folder at the next step down. */
function realFolder(scratch: string, dir: string) {
  const target = join(scratch, dir);
  if (existsSync(target) && !lstatSync(target).isSymbolicLink()) return;
  if (existsSync(target)) unlinkSync(target);
  mkdirSync(target);
  const source = join(projectRoot, dir);
  if (!existsSync(source)) return;
  for (const entry of readdirSync(source)) symlinkSync(join(source, entry), join(target, entry));
}

export interface GuideExample {
  root: string;
  /** Absolute paths of the written modules, by the guide's path. */
  files: Record<string, string>;
  remove: () => void;
}

/** Writes the example into a new scratch copy of the project. */
export function writeGuideExample(): GuideExample {
  const scratch = join(projectRoot, SCRATCH);
  mkdirSync(scratch, { recursive: true });
  const root = mkdtempSync(join(scratch, 'guide-example-'));
  for (const entry of readdirSync(projectRoot)) {
    if (entry !== '.git' && entry !== SCRATCH) symlinkSync(join(projectRoot, entry), join(root, entry));
  }
  const files: Record<string, string> = {};
  for (const { path, text } of guideExampleBlocks()) {
    const catalog = CATALOG.exec(path);
    const written = catalog ? `guide-texts/${catalog[1]}.ts` : path;
    const parts = dirname(written).split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      if (parts[0] !== '.') realFolder(root, parts.slice(0, depth).join('/'));
    }
    const file = join(root, written);
    if (existsSync(file)) unlinkSync(file);
    writeFileSync(file, catalog ? `export const texts = {\n${text}\n};\n` : `${text}\n`);
    files[path] = file;
  }
  return { root, files, remove: () => rmSync(root, { recursive: true, force: true }) };
}
