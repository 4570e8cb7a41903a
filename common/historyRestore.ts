// Which rows of a record's history can be compared with now and restored (issue 27 point 5): the
// field edits of the entities whose saves a restore goes through. The server's restores are
// declared per entity by this list (server/services/history/restore/restorers.ts), so the screens
// offer a restore exactly where its call serves one.
import type { RoleName } from './resource';
import { CONTENT_STAFF } from './roles';

export const RESTORE_ENTITIES = ['clinics', 'doctors', 'articles', 'seopages', 'cities', 'hubs', 'users', 'authors'] as const;
export type RestoreEntity = (typeof RESTORE_ENTITIES)[number];

/** Who may restore each entity's records: whoever may save them (an article, a tag or an author is
 * a redactor's too). The same roles may read such a record's own history. */
export const RESTORE_ACCESS: Readonly<Record<RestoreEntity, readonly RoleName[]>> = {
  clinics: ['ADMIN'],
  doctors: ['ADMIN'],
  articles: CONTENT_STAFF,
  seopages: ['ADMIN'],
  cities: ['ADMIN'],
  hubs: ['ADMIN'],
  users: ['ADMIN'],
  authors: CONTENT_STAFF,
};

/** Whether these roles may read a record's own history: an ADMIN every record's (the history is
 * theirs), anyone else the records they may restore. */
export const readsRecordHistory = (entity: string, roles: readonly string[]): boolean =>
  roles.includes('ADMIN') ||
  (Object.hasOwn(RESTORE_ACCESS, entity) && RESTORE_ACCESS[entity as RestoreEntity].some((role) => roles.includes(role)));

/** The actions that change a record's fields, whose version can be rebuilt. */
export const FIELD_EDIT_ACTIONS: readonly string[] = ['create', 'update', 'restore'];

const ENTITIES: ReadonlySet<string> = new Set(RESTORE_ENTITIES);

export const offersRestore = (row: { entity: string; entityId: string | null; action: string }) =>
  ENTITIES.has(row.entity) && row.entityId !== null && FIELD_EDIT_ACTIONS.includes(row.action);
