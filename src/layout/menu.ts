// The side menu's content: one group per active role (in landing order) with the resources that
// role may open; a group without items is not shown (002 §2 "menus").
import { resources } from '../../resources';
import type { RoleName } from '../auth/session';
import type { ScreenConfig } from '../engine/types';
import { screens } from '../pages/screens';

export interface MenuEntry {
  name: string;
  /** The list's path; paged lists open on page 1 (002 §2: opening a list resets it). */
  to: string;
}

export interface MenuGroup {
  role: RoleName;
  items: MenuEntry[];
}

/** Everything the menus list, in the order of 002 §2: the screens of their own, then the resources. */
export const menuSources: readonly { config: ScreenConfig }[] = [...screens, ...resources];

export function menuGroups(sources: readonly { config: ScreenConfig }[], roles: readonly RoleName[]): MenuGroup[] {
  return roles
    .map((role) => ({
      role,
      items: sources
        .filter(({ config }) => config.roles[0] === role)
        .map(({ config }) => ({
          name: config.name,
          to: config.list.perPage === undefined ? config.path : `${config.path}?page=1`,
        })),
    }))
    .filter((group) => group.items.length > 0);
}
