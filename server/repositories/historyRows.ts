// The history rows a restore reads (services/history/restore/): one row by its id, and the field
// edits of one record, oldest first. SQL only.
import { FIELD_EDIT_ACTIONS } from '../../common/historyRestore';
import type { Db } from '../db/kysely';

export function historyRowById(db: Db, id: number) {
  return db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Served by the (entity, entity_id, at) index; ids are in write order within a record. */
export function fieldEditRows(db: Db, entity: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'changes', 'full_values'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('action', 'in', [...FIELD_EDIT_ACTIONS])
    .orderBy('id')
    .execute();
}
