/**
 * Where the browser finds a declared call (common/calls.ts) by its name or by the react-admin
 * method of a resource it serves. An area's declarations (resources/<area>/calls.ts) import their
 * schemas, so none is part of the first load: an area is loaded with the screens of its folder
 * (resources/index.ts) or, for a call of an area no screen loaded yet, when it is first made.
 *
 * load(area)                 -> the area's calls, registered (once)
 * named(name)                -> the call of that name, loading every area when it is not known yet
 * resourceCall(resource, m)  -> the call serving react-admin method m of resource (loading the
 *                               area of the resource's screen, or every area for a resource with
 *                               no screen), or undefined when none is declared
 *                               (the method is then not part of the documented API)
 */
import { type AnyCallSet, callSetsOf, type Declared, type ResourceMethod, setResources } from '../common/calls';

export type CallModule = Record<string, unknown>;
export type AreaLoaders = Readonly<Record<string, () => Promise<CallModule>>>;

export interface CallRegistry {
  load(area: string): Promise<void>;
  named(name: string): Promise<Declared>;
  resourceCall(resource: string, method: ResourceMethod): Promise<Declared | undefined>;
}

/** `areas`: each area's loader by folder; `resourceAreas`: the folder of each resource whose
 * screen is there (a set's `resource` is its screen's name), or that the folder says it serves
 * (`served` of resources/<folder>/index.ts: a clinic's documents). */
export function createCallRegistry(areas: AreaLoaders, resourceAreas: Readonly<Record<string, string>>): CallRegistry {
  const byName = new Map<string, Declared>();
  const byResource = new Map<string, Declared>();
  const loading = new Map<string, Promise<void>>();

  function register(set: AnyCallSet) {
    for (const call of Object.values(set.calls) as Declared[]) {
      byName.set(call.name, call);
      for (const method of [call.resource ?? []].flat())
        for (const resource of setResources(set)) byResource.set(`${resource} ${method}`, call);
    }
  }

  function load(area: string): Promise<void> {
    const loader = areas[area];
    if (!loader) return Promise.resolve();
    let loaded = loading.get(area);
    if (!loaded) {
      loaded = loader().then((module) => callSetsOf(module).forEach(register));
      // A failed load (a network error) is tried again by the next call.
      loaded.catch(() => loading.delete(area));
      loading.set(area, loaded);
    }
    return loaded;
  }

  return {
    load,
    async named(name) {
      // The areas already on their way first (a screen's own, asked for by its list a moment ago).
      if (!byName.has(name)) await Promise.all(loading.values());
      if (!byName.has(name)) await Promise.all(Object.keys(areas).map(load));
      const call = byName.get(name);
      if (!call) throw new Error(`${name} is not a declared call`);
      return call;
    },
    async resourceCall(resource, method) {
      const key = `${resource} ${method}`;
      if (resource in resourceAreas) await load(resourceAreas[resource]);
      // A resource with no screen nor folder named for it is declared in some area.
      if (!byResource.has(key)) await Promise.all(loading.values());
      if (!byResource.has(key)) await Promise.all(Object.keys(areas).map(load));
      return byResource.get(key);
    },
  };
}

/** A registry whose areas are known once `declarations` (resources/index.ts's registry) have
 * loaded, which the login page never waits for (docs/decisions.md "The first load"); the calls of
 * the `known` modules (the session's and the live channel's, which the auth provider and every
 * signed-in page make) are found before. */
export function deferredRegistry(known: readonly CallModule[], declarations: () => Promise<CallRegistry>): CallRegistry {
  const byName = new Map(
    known.flatMap(callSetsOf).flatMap((set) => (Object.values(set.calls) as Declared[]).map((call) => [call.name, call] as const)),
  );
  return {
    load: async (area) => (await declarations()).load(area),
    named: async (name) => byName.get(name) ?? (await declarations()).named(name),
    resourceCall: async (resource, method) => (await declarations()).resourceCall(resource, method),
  };
}
