// A record as it was just after one row of its history, beside its values now (GET
// /api/history/{id}/version): the fields that differ, each with whether a restore can bring it
// back. Read by the comparison and, inside its transaction, by the restore itself.
import { FIELD_EDIT_ACTIONS, RESTORE_ACCESS, type RestoreEntity } from '../../../../common/historyRestore';
import type { Db } from '../../../db/kysely';
import { ApiError } from '../../../http/errors';
import { fieldEditRows, historyRowById } from '../../../repositories/historyRows';
import { TRACKED } from '../entities';
import { type EditRow, valuesAt } from '../valuesAt';
import type { Restorer } from './restorer';
import { restorerOf } from './restorers';
import { fieldPlaces } from './stepFields';

/** Why a field that differs cannot be restored: its value then is known only as the history's
 * shortened window (a row written before whole values were kept), or no editor step saves it. */
export type NotRestorable = 'shortened' | 'notEditable';

export interface VersionField {
  field: string;
  atVersion: unknown;
  now: unknown;
  restorable: boolean;
  note: NotRestorable | null;
}

export interface RecordVersion {
  row: { id: number; entity: string; entityId: string; at: number };
  restorer: Restorer;
  fields: VersionField[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const parsed = (text: string | null) => (text === null ? null : JSON.parse(text));

/** The row's record, refused when it is not a field edit of an entity with a restore (400), the
 * caller may not save it (403) or it no longer exists (404). */
export async function restorableRow(db: Db, id: number, roles: readonly string[]) {
  const row = await historyRowById(db, id);
  if (!row) throw new ApiError(404, 'server.error.notFound');
  const restorer = restorerOf(row.entity);
  if (!restorer || row.entity_id === null || !FIELD_EDIT_ACTIONS.includes(row.action))
    throw new ApiError(400, 'server.restore.notRestorable');
  if (!RESTORE_ACCESS[row.entity as RestoreEntity].some((role) => roles.includes(role))) throw new ApiError(403, 'server.error.forbidden');
  return { row: { id: Number(row.id), entity: row.entity, entityId: row.entity_id, at: Number(row.at) }, restorer };
}

export async function versionOf(db: Db, id: number, roles: readonly string[]): Promise<RecordVersion> {
  const { row, restorer } = await restorableRow(db, id, roles);
  const tracked = TRACKED[row.entity as keyof typeof TRACKED];
  const current = await tracked.read(db, Number(row.entityId));
  if (!current) throw new ApiError(404, 'server.error.notFound');
  const edits: EditRow[] = (await fieldEditRows(db, row.entity, row.entityId)).map((r) => ({
    id: Number(r.id),
    changes: parsed(r.changes),
    fullValues: parsed(r.full_values),
  }));
  const places = fieldPlaces(restorer);
  const fields: VersionField[] = [];
  for (const [field, at] of Object.entries(valuesAt(edits, row.id, current))) {
    const now = current[field] ?? null;
    if (same(at.value, now)) continue;
    const note: NotRestorable | null = !places.has(field) ? 'notEditable' : at.restorable ? null : 'shortened';
    fields.push({ field, atVersion: at.value, now, restorable: note === null, note });
  }
  return { row, restorer, fields };
}
