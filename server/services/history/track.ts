// Recording a write in the history from inside its transaction: the record is snapshot before
// and after the write and the difference is stored (audit.ts), so callers only say what they
// write, never which fields changed.
import type { Db } from '../../db/kysely';
import { type AuditActor, type Snapshot, writeAudit } from './audit';
import type { Action, Entity, Tracked } from './entities';

/**
 * Runs `write` on record `id` of a tracked entity and records it: as `edit` when the record exists
 * before and after (an `update` that changed nothing is not recorded), as `create` or `delete`
 * when it did not exist before or does not after, not at all when it exists neither time.
 * Answers what `write` answers.
 */
export async function trackChange<T>(
  trx: Db,
  actor: AuditActor,
  tracked: Tracked,
  id: number,
  write: () => Promise<T>,
  edit: Action = 'update',
): Promise<T> {
  const before = await tracked.read(trx, id);
  const result = await write();
  const after = await tracked.read(trx, id);
  if (before || after) {
    const action: Action = !before ? 'create' : after ? edit : 'delete';
    await writeAudit(trx, { actor, entity: tracked.entity, entityId: id, action, before, after });
  }
  return result;
}

/** trackChange in a transaction of its own, for a write that is the whole call. */
export function changeTracked<T>(db: Db, actor: AuditActor, tracked: Tracked, id: number, write: (trx: Db) => Promise<T>, edit?: Action) {
  return db.transaction().execute((trx) => trackChange(trx, actor, tracked, id, () => write(trx), edit));
}

/** A save that creates the record when `id` is undefined (`save` answers the new id) and
 * updates it otherwise (`save` answers undefined when there is no such record). */
export async function trackSave(
  trx: Db,
  actor: AuditActor,
  tracked: Tracked,
  id: number | undefined,
  save: () => Promise<number | undefined>,
): Promise<number | undefined> {
  if (id !== undefined) return trackChange(trx, actor, tracked, id, save);
  const created = await save();
  if (created !== undefined) await recordCreated(trx, actor, tracked, created);
  return created;
}

/** Records the record just created, with all its fields. */
export async function recordCreated(trx: Db, actor: AuditActor, tracked: Tracked, id: number) {
  await writeAudit(trx, { actor, entity: tracked.entity, entityId: id, action: 'create', after: await tracked.read(trx, id) });
}

/** An operation that is not an edit of one record's fields (an approval, a sync step, a sign-in):
 * recorded as it is, `after` holding what it did. */
export function recordEvent(trx: Db, actor: AuditActor, entity: Entity, id: string | number | null, action: Action, after?: Snapshot) {
  return writeAudit(trx, { actor, entity, entityId: id, action, after });
}
