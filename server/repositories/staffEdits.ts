// Staff edits of catalogue-owned fields (docs/catalogue-format.md "Who owns what"): the columns
// of synchronised rows that the catalogue owns but a staff call may still write, and the note a
// staff call leaves when it changes one, so that the next synchronisation of the row says that
// the catalogue replaced it (sync/write/staffEdits.ts) instead of overwriting it silently.
import type { Db } from '../db/kysely';

/** Per synchronised table, its catalogue-owned columns that a staff call may write, by the names
 * the record's history uses: the clinic's time zone (the base save takes it, the form shows it
 * disabled). */
export const STAFF_WRITABLE = {
  clinics: { time_zone: 'timeZone' },
} as const;

type Writable = typeof STAFF_WRITABLE;

/** Notes the columns of `values` that differ from what the catalogue row (orig_id set) holds;
 * call in the staff write's transaction, before the write. A row created here (no origId) is
 * never synchronised and needs no note. */
export async function noteStaffEdits<T extends keyof Writable>(
  trx: Db,
  table: T,
  rowId: number,
  values: Partial<Record<keyof Writable[T], unknown>>,
  now = Date.now(),
) {
  const columns = Object.keys(values).filter((c) => Object.hasOwn(STAFF_WRITABLE[table], c));
  if (!columns.length) return;
  const stored = (await trx
    .selectFrom(table as 'clinics')
    .select(['orig_id', ...(columns as 'time_zone'[])])
    .where('id', '=', rowId)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!stored || stored.orig_id === null) return;
  const changed = columns.filter((c) => (stored[c] ?? null) !== ((values as Record<string, unknown>)[c] ?? null));
  if (!changed.length) return;
  await trx
    .insertInto('staff_edits')
    .values(changed.map((field) => ({ table_name: table, row_id: rowId, field, edited: now })))
    .onConflict((oc) => oc.columns(['table_name', 'row_id', 'field']).doUpdateSet({ edited: now }))
    .execute();
}
