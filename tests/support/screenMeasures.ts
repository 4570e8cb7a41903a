// The measures of issues 25 and 26, read from the sources: the screens with a hand-written view
// (a declaration with `load`, not rendered by the engine) and the lines of hand-written screen code
// in src/pages and resources/ (declarations, calls, records' types and tests aside). Printed by
// tests/unit/screenMeasures.test.ts (and `npx tsx tests/support/screenMeasures.ts`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from './declaredCalls';

const sources = (dir: string): string[] =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

/** A folder's declarations (its routed screens' and its hosted parts') and wire descriptions, not
 * screen code. */
const DECLARATION = /^resources\/[^/]+\/(index|parts|calls|[a-z]+Calls|[a-z]+Records)\.ts$/;

/** The views the declarations load (`load: () => import('...')`; a declaration's lazy rules from
 * schemas/ are no view), each once (the article editor serves articles and tags), named from the
 * project's root. */
export function handWrittenViews(): string[] {
  const declarations = sources('resources').filter((file) => /^resources\/[^/]+\/(index|parts)\.ts$/.test(file));
  const views = declarations.flatMap((file) =>
    [...read(file).matchAll(/import\('([^']+)'\)/g)]
      .filter((match) => !match[1].includes('/schemas/'))
      .map((match) => relative(projectRoot, join(projectRoot, file, '..', match[1]))),
  );
  return [...new Set(views)];
}

/** Lines of hand-written screen code: src/pages and resources/, declarations and tests aside. */
export function screenCodeLines(): number {
  const files = [...sources('src/pages'), ...sources('resources')].filter((file) => !DECLARATION.test(file));
  return files.reduce((total, file) => total + read(file).split('\n').length, 0);
}

/** Lines of the engine (src/engine), tests aside. */
export const engineLines = () => sources('src/engine').reduce((total, file) => total + read(file).split('\n').length, 0);

if (process.argv[1]?.endsWith('screenMeasures.ts')) {
  console.log(`hand-written views: ${handWrittenViews().length}\nscreen code: ${screenCodeLines()} lines\nengine: ${engineLines()} lines`);
}
