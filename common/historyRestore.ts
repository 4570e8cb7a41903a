// Which rows of a record's history can be compared with now and restored (issue 27 point 5): the
// field edits of the entities whose saves a restore goes through. The server's restores are
// declared per entity by this list (server/services/history/restore/restorers.ts), so the screens
// offer a restore exactly where its call serves one.
export const RESTORE_ENTITIES = ['clinics', 'doctors', 'articles', 'seopages', 'cities', 'hubs', 'users', 'authors'] as const;
export type RestoreEntity = (typeof RESTORE_ENTITIES)[number];

/** The actions that change a record's fields, whose version can be rebuilt. */
export const FIELD_EDIT_ACTIONS: readonly string[] = ['create', 'update', 'restore'];

const ENTITIES: ReadonlySet<string> = new Set(RESTORE_ENTITIES);

export const offersRestore = (row: { entity: string; entityId: string | null; action: string }) =>
  ENTITIES.has(row.entity) && row.entityId !== null && FIELD_EDIT_ACTIONS.includes(row.action);
