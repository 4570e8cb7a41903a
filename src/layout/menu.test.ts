import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import type { ResourceDefinition } from '../engine/types';
import { menuGroups } from './menu';

const paged = {
  schema: {},
  config: {
    ...resources[0].config,
    name: 'leads',
    path: '/manager/leads',
    roles: ['MANAGER'],
    list: { ...resources[0].config.list, perPage: 50 },
  },
} as ResourceDefinition;

describe('menu groups', () => {
  it('lists the working screens of each active role, in landing order', () => {
    expect(menuGroups([...resources, paged], ['ADMIN', 'MANAGER'])).toEqual([
      {
        role: 'ADMIN',
        items: [
          { name: 'cities', to: '/admin/cities' },
          { name: 'hubs', to: '/admin/hubs' },
        ],
      },
      // A paged list opens on page 1.
      { role: 'MANAGER', items: [{ name: 'leads', to: '/manager/leads?page=1' }] },
    ]);
  });

  it('shows no group for a role without working screens', () => {
    expect(menuGroups(resources, ['MANAGER', 'REDACTOR'])).toEqual([]);
  });
});
