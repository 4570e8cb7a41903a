// The side menu's content: one group per active role (in landing order) with the resources that
// role may open and no earlier group lists; a group without items is not shown (002 §2 "menus").

import { pathFor, type ScreenConfig } from '../../common/resource';
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
export const menuSources: readonly { config: ScreenConfig }[] = screens.filter(({ config }) => config.menu !== false && !config.hostedBy);

/** A screen goes in the group of the first active role that may open it, at that role's path. */
export function menuGroups(sources: readonly { config: ScreenConfig }[], roles: readonly RoleName[]): MenuGroup[] {
  const groupOf = (config: ScreenConfig) => roles.find((role) => config.roles.includes(role));
  return roles
    .map((role) => ({
      role,
      items: sources
        .filter(({ config }) => groupOf(config) === role)
        .map(({ config }) => {
          const path = pathFor(config, role);
          return { name: config.name, to: config.list.perPage === undefined ? path : `${path}?page=1` };
        }),
    }))
    .filter((group) => group.items.length > 0);
}
