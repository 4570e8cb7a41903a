// The measures of issue 24, read from the sources: how many documented paths are still written in
// server/ outside the declarations, how many hand-written call tables the browser keeps
// (dataProvider/*Calls.ts), and how many requests screens still build themselves. Printed by
// tests/unit/wireMeasures.test.ts (and `npx tsx tests/support/wireMeasures.ts`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot, routePath } from './declaredCalls';
import { documentedCalls } from './specCalls';

const sources = (dir: string): string[] =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

/** Documented calls whose path is written as a string in server/ (a declared call's path is
 * written once, in resources/<area>/calls.ts). */
export function pathsInServer(): string[] {
  const text = sources('server').map(read).join('\n');
  const paths = [...new Set(documentedCalls().map((call) => routePath(call.path)))];
  return paths.filter((path) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${path}${quote}`)));
}

/** The browser's hand-written call tables. */
export const callTables = () => readdirSync(join(projectRoot, 'dataProvider')).filter((name) => /Calls\.ts$/.test(name));

/** A request a screen builds itself: the data provider's `request` (a call described by hand) or
 * `fetch`, in src/ and resources/, the engine and the browser's wiring (src/main.tsx) aside. */
const RAW = /\.request(<[^>]*>)?\(|\bfetch\(/g;

export function rawRequests(): string[] {
  const screens = [...sources('src'), ...sources('resources')].filter(
    (file) => !file.startsWith('src/engine/') && !file.startsWith('src/testing/') && file !== 'src/main.tsx',
  );
  return screens.flatMap((file) => [...read(file).matchAll(RAW)].map(() => file));
}

/** Route files of server/routes that still register routes themselves, not through the registrar. */
export const handWrittenRouteFiles = () =>
  sources('server/routes').filter((file) => /\b(app|fastify)\.(get|post|put|delete|patch|options|route)\(/.test(read(file)));

if (process.argv[1]?.endsWith('wireMeasures.ts')) {
  console.log(`documented paths written outside the declarations in server/: ${pathsInServer().length}`);
  console.log(`route files registering by hand: ${handWrittenRouteFiles().length}`);
  console.log(`dataProvider/*Calls.ts: ${callTables().length}`);
  console.log(`raw request calls from screens: ${rawRequests().length}`);
}
