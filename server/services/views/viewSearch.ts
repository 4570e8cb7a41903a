// The search everywhere's "Views" group (issue 27 point 4): the caller's own views and those shared
// with a role of theirs, of the lists their roles may open, whose name has a word starting with
// each word of the query; each opens its list with the view applied (`?view=<id>`, read by the
// list's views menu, src/engine/list/views). A list at an address with parameters (a holder's
// promos) has no address of its own to open, so its views are found in its menu only. A person
// keeps at most VIEWS_PER_LIST views per list, so the visible ones are read and matched here.
import { pathFor, type RoleName } from '../../../common/resource';
import { VIEW_GROUP } from '../../../common/searchEverywhere';
import { en } from '../../../i18n/en';
import { translatorOf } from '../../../i18n/interpolate';
import { ru } from '../../../i18n/ru';
import type { Db } from '../../db/kysely';
import type { Role } from '../../db/tables';
import { visibleViews } from '../../repositories/views';
import { queryWords, searchWords } from '../search/searchWords';
import { mayOpen, type ViewLists } from './viewLists';

type Ask = { query: string; limit: number; userId: number; roles: readonly RoleName[]; lang: 'ru' | 'en' };

/** The whole UI catalog: a view's subtitle is its list's name, as the menu names it. */
const translate = translatorOf({ ru, en });

export async function viewGroup(db: Db, lists: ViewLists, ask: Ask) {
  const asked = queryWords(ask.query);
  if (!asked.length) return null;
  const opened = [...lists.values()].filter((list) => mayOpen(list, ask.roles) && !pathOf(list, ask.roles).includes(':'));
  const rows = await visibleViews(
    db,
    ask.userId,
    ask.roles as Role[],
    opened.map((list) => list.config.name),
  );
  const found = rows.filter((row) => {
    const words = searchWords([row.name]);
    return asked.every((word) => words.some((own) => own.startsWith(word)));
  });
  if (!found.length) return null;
  const items = found.slice(0, ask.limit).map((row) => {
    const list = lists.get(row.resource);
    return {
      id: row.id,
      title: row.name,
      subtitle: translate(ask.lang, `resources.${row.resource}.name`, { smart_count: 2 }),
      path: `${list ? pathOf(list, ask.roles) : '/'}?view=${row.id}`,
    };
  });
  return { resource: VIEW_GROUP, total: found.length, items };
}

/** The list's address for the first of the caller's roles that may open it. */
function pathOf(list: { config: Parameters<typeof pathFor>[0] & { roles: RoleName[] } }, roles: readonly RoleName[]) {
  const role = list.config.roles.find((own) => roles.includes(own));
  return role ? pathFor(list.config, role) : list.config.path;
}
