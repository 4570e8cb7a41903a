// The areas' declarations as the browser finds them (resources/index.ts, dataProvider/callRegistry.ts):
// each resources/<area>/calls.ts exports call sets; a set that serves a resource's react-admin
// methods names a screen of its own folder or a resource its folder says it serves (`served` of
// its index.ts: a clinic's documents), so that the registry loads that folder's area for it; the
// other areas a screen says it calls have declarations.
import { describe, expect, it } from 'vitest';
import { callSetsOf, setResources } from '../../common/calls';
import { type AnyScreen, isResource } from '../../common/resource';
import { callAreas, screenFolders } from '../support/declaredCalls';

const screensOf = async (area: string): Promise<AnyScreen[]> =>
  screenFolders().includes(area) ? (await import(`../../resources/${area}/index.ts`)).screens : [];

describe('the call areas', () => {
  it.each(callAreas())(
    'resources/%s/calls.ts exports call sets whose resources are screens of its folder, or ones it serves',
    async (area) => {
      const sets = callSetsOf(await import(`../../resources/${area}/calls.ts`));
      expect(sets.length).toBeGreaterThan(0);
      const module = screenFolders().includes(area) ? await import(`../../resources/${area}/index.ts`) : { screens: [] };
      const names = [
        ...(module.screens as AnyScreen[]).map((screen) => screen.config.name),
        ...((module.served as string[] | undefined) ?? []),
      ];
      for (const set of sets) for (const resource of setResources(set)) expect(names, set.area).toContain(resource);
    },
  );

  it.each(callAreas())('resources/%s: a hand-written resource offers the saves its calls serve and toggles through them', async (area) => {
    const sets = callSetsOf(await import(`../../resources/${area}/calls.ts`));
    const calls = sets.flatMap((set) => Object.values(set.calls).map((call) => ({ set, call })));
    for (const screen of (await screensOf(area)).filter(isResource)) {
      if (screen.config.api) continue;
      const served = calls
        .filter(({ set }) => setResources(set).includes(screen.config.name))
        .flatMap(({ call }) => [call.resource ?? []].flat())
        .filter((method) => method !== 'getList' && method !== 'getOne');
      expect([...(screen.config.offers ?? [])].sort(), screen.config.name).toEqual([...new Set(served)].sort());
      for (const toggle of screen.config.list.toggles ?? []) {
        const call = calls.find(({ call }) => call.name === toggle.call)?.call;
        expect(call, toggle.call).toBeDefined();
        expect(Object.keys((call?.body as { properties?: object } | undefined)?.properties ?? {})).toEqual(
          expect.arrayContaining([toggle.id, toggle.source]),
        );
      }
      // A record page's saves and actions are calls of its folder taking the record's key.
      const page = screen.config.page;
      const pageCalls = (page?.sections ?? []).flatMap((section) => [
        ...(section.save ? [section.save.call] : []),
        ...(section.actions ?? []).map((action) => action.call),
      ]);
      for (const name of pageCalls) {
        const call = calls.find(({ call }) => call.name === name)?.call;
        expect(call, name).toBeDefined();
        const inputs = [call?.params, call?.body].flatMap((schema) =>
          Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}),
        );
        expect(inputs, name).toContain(page?.id ?? 'id');
      }
    }
  });

  it('names only areas with declarations as the other calls of a screen', async () => {
    const named = (await Promise.all(screenFolders().map(screensOf)))
      .flat()
      .flatMap((screen) => ('load' in screen ? (screen.calls ?? []) : []));
    expect(named.length).toBeGreaterThan(0);
    for (const area of named) expect(callAreas()).toContain(area);
  });
});
