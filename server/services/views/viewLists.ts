// The lists a view or a column choice may belong to (issue 27 point 4): the declared screens with a
// table or cards (common/resource.ts `list.columns`), by name, and the check that the caller's
// roles may open one: an unknown list is 404, one the roles may not open 403, as the export says.
import type { AnyScreen, ResourceDefinition, RoleName } from '../../../common/resource';
import { isResource } from '../../../common/resource';
import { ApiError } from '../../http/errors';

export type ViewLists = ReadonlyMap<string, ResourceDefinition>;

export function viewLists(screens: readonly AnyScreen[]): ViewLists {
  return new Map(
    screens
      .filter(isResource)
      .filter((screen) => !!screen.config.list?.columns)
      .map((screen) => [screen.config.name, screen as ResourceDefinition] as const),
  );
}

export const mayOpen = (list: ResourceDefinition, roles: readonly RoleName[]) => list.config.roles.some((role) => roles.includes(role));

/** The list named `resource`, when the caller's roles may open it. */
export function openedList(lists: ViewLists, resource: string, roles: readonly RoleName[]): ResourceDefinition {
  const list = lists.get(resource);
  if (!list) throw new ApiError(404, 'server.views.unknownList');
  if (!mayOpen(list, roles)) throw new ApiError(403, 'server.views.forbidden');
  return list;
}
