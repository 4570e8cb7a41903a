// The side menu's content: one group per active role (in landing order) with the resources that
// role may open; a group without items is not shown (002 §2 "menus").

import type { ScreenConfig } from '../../common/resource';
import { screens } from '../../resources';
import type { RoleName } from '../auth/session';

export interface MenuEntry {
  name: string;
  /** The list's path; paged lists open on page 1 (002 §2: opening a list resets it). */
  to: string;
}

export interface MenuGroup {
  role: RoleName;
  items: MenuEntry[];
}

/** Everything the menus list, in the order of 002 §2 (resources/menuOrder.ts). */
export const menuSources: readonly { config: ScreenConfig }[] = screens.filter(({ config }) => config.menu !== false);

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
