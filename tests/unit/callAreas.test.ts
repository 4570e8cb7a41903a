// The areas' declarations as the browser finds them (resources/index.ts, dataProvider/callRegistry.ts):
// each resources/<area>/calls.ts exports call sets; a set that serves a resource's react-admin
// methods names a screen of its own folder (the registry loads the area of the screen's folder);
// the other areas a screen says it calls have declarations.
import { describe, expect, it } from 'vitest';
import { callSetsOf } from '../../common/calls';
import { type AnyScreen, isResource } from '../../common/resource';
import { callAreas, screenFolders } from '../support/declaredCalls';

const screensOf = async (area: string): Promise<AnyScreen[]> =>
  screenFolders().includes(area) ? (await import(`../../resources/${area}/index.ts`)).screens : [];

describe('the call areas', () => {
  it.each(callAreas())('resources/%s/calls.ts exports call sets whose resource is a screen of its folder', async (area) => {
    const sets = callSetsOf(await import(`../../resources/${area}/calls.ts`));
    expect(sets.length).toBeGreaterThan(0);
    const names = (await screensOf(area)).map((screen) => screen.config.name);
    for (const set of sets) if (set.resource) expect(names, set.area).toContain(set.resource);
  });

  it('names only areas with declarations as the other calls of a screen', async () => {
    const named = (await Promise.all(screenFolders().map(screensOf)))
      .flat()
      .flatMap((screen) => (isResource(screen) ? [] : (screen.calls ?? [])));
    expect(named.length).toBeGreaterThan(0);
    for (const area of named) expect(callAreas()).toContain(area);
  });
});
