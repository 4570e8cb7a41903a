// The plain resources whose server side the engine builds: the declarations of resources/*/index.ts
// that have a `store` (common/resource.ts); every declared screen, whose roles and paths the
// search everywhere reads (services/search/searchKinds.ts); and every declared call, by which the
// export reads a list (services/export/listBatches.ts). Found at start by listing the folders, so a new
// resource needs no line here; imported dynamically because a declaration is shared data read by
// both sides (lint keeps those files free of browser code), not a browser module, by a template
// over the folder that esbuild bundles (server/serverBuild.ts) and tsx and vitest resolve.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyCallSet, callSetsOf } from '../../common/calls';
import { type AnyScreen, type ApiConfig, isResource, type ResourceDefinition, type StoreConfig } from '../../common/resource';
import { isPlain, resourceCalls } from '../../common/resourceCalls';

export type GeneratedResource = ResourceDefinition & { config: { store: StoreConfig; api: ApiConfig } };

const RESOURCES = fileURLToPath(new URL('../../resources/', import.meta.url));

const isGenerated = (screen: AnyScreen): screen is GeneratedResource => isResource(screen) && !!screen.config.store;

/** The folders of resources/ that have the file. */
const foldersWith = (file: string) =>
  readdirSync(RESOURCES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RESOURCES, entry.name, file)))
    .map((entry) => entry.name)
    .sort();

type Declarations = { screens?: AnyScreen[] };

/** Every routed screen (each folder's index.ts) and every part a custom page shows (parts.ts: the
 * clinic profile's steps), as the browser declares them: who may open what, and at which path. */
export async function loadDeclaredScreens(): Promise<AnyScreen[]> {
  const modules: Declarations[] = await Promise.all([
    ...foldersWith('index.ts').map((name) => import(`../../resources/${name}/index.ts`)),
    ...foldersWith('parts.ts').map((name) => import(`../../resources/${name}/parts.ts`)),
  ]);
  return modules.flatMap((module) => module.screens ?? []);
}

export async function loadGeneratedResources(): Promise<GeneratedResource[]> {
  const modules: Declarations[] = await Promise.all(foldersWith('index.ts').map((name) => import(`../../resources/${name}/index.ts`)));
  return modules.flatMap((module) => module.screens ?? []).filter(isGenerated);
}

/** Every declared call set: those each folder's calls.ts exports, and those the plain resources'
 * declarations make (common/resourceCalls.ts). */
export async function loadDeclaredCallSets(): Promise<AnyCallSet[]> {
  const areas = await Promise.all(foldersWith('calls.ts').map((name) => import(`../../resources/${name}/calls.ts`)));
  const plain = (await loadDeclaredScreens()).filter(isResource).filter(isPlain).map(resourceCalls);
  return [...areas.flatMap(callSetsOf), ...plain];
}
