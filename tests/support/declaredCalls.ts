// Every declared call of the app (common/calls.ts): the sets that resources/<area>/calls.ts export,
// and those the plain resources' declarations make (common/resourceCalls.ts). For the proofs that
// the routes, the spec and the declarations agree (tests/api/declaredRoutes.test.ts,
// tests/unit/specCalls.test.ts, tests/unit/wireMeasures.test.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyCallSet, Declared } from '../../common/calls';
import type { AnyScreen } from '../../common/resource';
import { loadDeclaredCallSets } from '../../server/engine/declarations';

export const projectRoot = join(import.meta.dirname, '../..');
const RESOURCES = join(projectRoot, 'resources');

const folders = () =>
  readdirSync(RESOURCES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The folders of resources/ that have a calls.ts. */
export const callAreas = () => folders().filter((name) => existsSync(join(RESOURCES, name, 'calls.ts')));

/** The folders of resources/ that have screens (an index.ts). */
export const screenFolders = () => folders().filter((name) => existsSync(join(RESOURCES, name, 'index.ts')));

/** Every declaration of resources/: each folder's routed screens (index.ts) and the parts a custom
 * page shows (parts.ts: the clinic profile's steps). */
export async function declaredScreens(): Promise<AnyScreen[]> {
  const files = folders().flatMap((name) =>
    ['index.ts', 'parts.ts'].filter((file) => existsSync(join(RESOURCES, name, file))).map((file) => `${name}/${file}`),
  );
  const modules = await Promise.all(files.map((file) => import(`../../resources/${file}`) as Promise<{ screens: AnyScreen[] }>));
  return modules.flatMap((module) => module.screens);
}

/** Every declared call set, as the server loads them. */
export const declaredCallSets = loadDeclaredCallSets;

export const callsOf = (sets: AnyCallSet[]): Declared[] => sets.flatMap((set) => Object.values(set.calls) as Declared[]);

/** `{hash}` as a route writes it: `:hash`. */
export const routePath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
