// The areas of the plain resources (common/resourceCalls.ts): a plain resource's calls are made
// from its declaration when its folder's area is first loaded, beside the folder's own calls.ts if
// it has one, so a new plain resource needs no line in the browser either. Made there, not at
// start: the calls import their answer schemas, which are no part of the first load.
import type { ResourceDefinition } from '../common/resource';
import type { AreaLoaders, CallModule } from './callRegistry';

/** `areas` with each plain resource's calls added to the area of its folder. */
export function plainAreas(areas: AreaLoaders, plain: readonly (readonly [ResourceDefinition, string])[]): AreaLoaders {
  const byFolder = new Map<string, ResourceDefinition[]>();
  for (const [resource, folder] of plain) byFolder.set(folder, [...(byFolder.get(folder) ?? []), resource]);
  const added = [...byFolder].map(([folder, resources]) => {
    const own = areas[folder];
    const load = async (): Promise<CallModule> => {
      const [module, { resourceCalls, isPlain }] = await Promise.all([own?.() ?? {}, import('../common/resourceCalls')]);
      const made = resources.filter(isPlain).map((resource) => [`${resource.config.name}Calls`, resourceCalls(resource)]);
      return { ...module, ...Object.fromEntries(made) };
    };
    return [folder, load] as const;
  });
  return { ...areas, ...Object.fromEntries(added) };
}
