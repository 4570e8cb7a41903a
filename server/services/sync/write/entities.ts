// The core of every step that upserts rows by origId: what existed before, what the write
// touched, and the origId -> id map that the step's child rows need.
import { idsOf } from './lookups';
import { type Row, type Sql, type UpsertSpec, upsert } from './upsert';

export type Written = {
  /** origId -> id of every row of the batch. */
  ids: Map<number, number>;
  /** Ids that existed before the batch. */
  existing: Set<number>;
  /** Ids of the rows the write inserted or changed. */
  changed: number[];
  /** Ids of the rows the write inserted: nothing refers to them yet (no links to read). */
  inserted: Set<number>;
};

/** Upserts rows keyed by orig_id; the spec must return `id` and `orig_id`. */
export async function writeEntities(sql: Sql, spec: UpsertSpec, rows: Row[], where = ''): Promise<Written> {
  const before = await idsOf(
    sql,
    spec.table,
    rows.map((r) => Number(r.orig_id)),
    where,
  );
  const written = await upsert(sql, spec, rows);
  const ids = new Map([...before, ...written.map((r) => [Number(r.orig_id), Number(r.id)] as const)]);
  const changed = written.map((r) => Number(r.id));
  const existing = new Set(before.values());
  return { ids, existing, changed, inserted: new Set(changed.filter((id) => !existing.has(id))) };
}

/** 'YYYY-MM-DD' as the epoch milliseconds of that day's 00:00 UTC (docs/data-model.md). */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayMsOrNull = (day: string | null | undefined) => (day ? dayMs(day) : null);
