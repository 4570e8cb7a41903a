import { describe, expect, it } from 'vitest';
import type { ScreenConfig } from '../../common/resource';
import { screens } from '../../resources';
import { MENU_ORDER } from '../../resources/menuOrder';
import { menuGroups, menuSources } from './menu';

const screen = (path: string, roles: ScreenConfig['roles'], perPage?: number) => ({
  config: { name: path.split('/').at(-1) ?? '', path, roles, list: { perPage } },
});

describe('menu groups', () => {
  it('lists the screens of each active role, in landing order; a paged list opens on page 1', () => {
    const sources = [screen('/admin/cities', ['ADMIN']), screen('/manager/leads', ['MANAGER'], 50)];
    expect(menuGroups(sources, ['ADMIN', 'MANAGER'])).toEqual([
      { role: 'ADMIN', items: [{ name: 'cities', to: '/admin/cities' }] },
      { role: 'MANAGER', items: [{ name: 'leads', to: '/manager/leads?page=1' }] },
    ]);
  });

  it("lists a shared screen once, in the first group that may open it, at that role's own path", () => {
    const media: { config: ScreenConfig } = {
      config: { name: 'media', path: '/admin/media', roles: ['ADMIN', 'REDACTOR'], paths: { REDACTOR: '/redactor/media' }, list: {} },
    };
    const sources = [screen('/admin/cities', ['ADMIN']), media];
    expect(menuGroups(sources, ['REDACTOR'])).toEqual([{ role: 'REDACTOR', items: [{ name: 'media', to: '/redactor/media' }] }]);
    expect(menuGroups(sources, ['ADMIN', 'REDACTOR'])).toEqual([
      {
        role: 'ADMIN',
        items: [
          { name: 'cities', to: '/admin/cities' },
          { name: 'media', to: '/admin/media' },
        ],
      },
    ]);
  });

  it('shows no group for a role without screens', () => {
    expect(menuGroups([screen('/admin/cities', ['ADMIN'])], ['MANAGER', 'REDACTOR'])).toEqual([]);
  });
});

describe('the menu of the app', () => {
  const menuPaths = menuSources.map(({ config }) => config.path);

  it('lists every screen except the ones reached from another screen or shown as a part of one', () => {
    const own = screens.filter(({ config }) => config.menu !== false && !config.hostedBy);
    expect(new Set(menuPaths)).toEqual(new Set(own.map(({ config }) => config.path)));
    expect(menuPaths).not.toContain('/admin/clinics/profile/:hash/:step');
    // A profile step is a part of the profile's page (`hostedBy`), never a menu item.
    expect(menuPaths).not.toContain('/admin/clinics/profile/:hash/specialties');
  });

  it('keeps the order of 002 §2: listed paths first, in their order, then the others by path', () => {
    const rank = (path: string) => (MENU_ORDER.includes(path) ? MENU_ORDER.indexOf(path) : MENU_ORDER.length);
    const ranks = menuPaths.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(menuPaths.slice(0, 2)).toEqual(['/admin/clinics', '/admin/agents']);
  });

  it('routes every screen at a distinct path under a distinct name', () => {
    expect(new Set(screens.map(({ config }) => config.path)).size).toBe(screens.length);
    expect(new Set(screens.map(({ config }) => config.name)).size).toBe(screens.length);
  });
});
