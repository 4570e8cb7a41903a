// The bulk actions as three places name them (issue 27 point 3): the lists' declarations (`bulk`),
// the single calls whose roles they take (resources/bulk/calls.ts) and the server's runs
// (server/services/bulk/bulkActions.ts) name the same actions, and a list offers only actions that
// the roles which may open it may run.
import { describe, expect, it } from 'vitest';
import { isResource, mayAccess } from '../../common/resource';
import { resources as routed } from '../../resources';
import { BULK_SINGLES } from '../../resources/bulk/calls';
import { hostedScreens } from '../../resources/parts';
import { BULK_ACTIONS } from '../../server/services/bulk/bulkActions';

const names = (table: Readonly<Record<string, Readonly<Record<string, unknown>>>>) =>
  Object.entries(table).flatMap(([resource, actions]) => Object.keys(actions).map((action) => `${resource}/${action}`));

const declared = [...routed, ...hostedScreens.filter(isResource)].filter((resource) => resource.config.list.bulk?.length);

describe('bulk actions', () => {
  it('are served by the server as the single calls name them', () => {
    expect(names(BULK_ACTIONS).sort()).toEqual(names(BULK_SINGLES).sort());
  });

  it('are declared by the lists the server serves them for, each for roles that may run it', () => {
    expect(declared.map((resource) => resource.config.name).sort()).toEqual([
      'articles',
      'clinicReviews',
      'clinics',
      'leads',
      'mediafiles',
    ]);
    for (const { config } of declared) {
      for (const spec of config.list.bulk ?? []) {
        const single = BULK_SINGLES[config.name]?.[spec.action];
        expect(single, `${config.name}/${spec.action}`).toBeDefined();
        expect(
          config.roles.some((role) => mayAccess(single.access, [role])),
          `${config.name}/${spec.action}`,
        ).toBe(true);
      }
    }
  });
});
