import { describe, expect, it } from 'vitest';
import { menuGroups, menuSources } from './menu';

describe('the ADMIN menu', () => {
  it('lists clinics and agents first (002 §2 order), opening the paged lists on page 1', () => {
    expect(menuGroups(menuSources, ['ADMIN'])).toEqual([
      {
        role: 'ADMIN',
        items: [
          { name: 'clinics', to: '/admin/clinics?page=1' },
          { name: 'agents', to: '/admin/agents?page=1' },
          { name: 'cities', to: '/admin/cities' },
          { name: 'hubs', to: '/admin/hubs' },
        ],
      },
    ]);
  });
});
