// The core of every step that upserts rows by origId: what existed before, what the write
// touched, and the origId -> id map that the step's child rows need.
import type { Leaving } from './leaving';
import { markGone } from './leaving';
import { type IdMap, idsOf } from './lookups';
import { type Row, run, type Sql, type UpsertSpec, upsert } from './upsert';

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

/** Upserts rows keyed by orig_id; the spec must return `id` and `orig_id`. `known`: the table's
 * rows read whole at the step's start (smallTable), instead of a look-up per batch. */
export async function writeEntities(sql: Sql, spec: UpsertSpec, rows: Row[], where = '', known?: SmallTable): Promise<Written> {
  const origIds = rows.map((r) => Number(r.orig_id));
  const before = known ? known.idsOf(origIds) : await idsOf(sql, spec.table, origIds, where);
  const written = await upsert(sql, spec, rows);
  known?.add(written);
  const ids = new Map([...before, ...written.map((r) => [Number(r.orig_id), Number(r.id)] as const)]);
  const changed = written.map((r) => Number(r.id));
  const existing = new Set(before.values());
  return { ids, existing, changed, inserted: new Set(changed.filter((id) => !existing.has(id))) };
}

export type SmallTable = Awaited<ReturnType<typeof smallTable>>;

/** A table small enough to read whole once per step (reference data, agents): its catalogue
 * rows as they were before the step answer each batch's "which exist" and, at the end, "which
 * left" (only rows that existed can have left), two statements fewer per step. `leaving` must
 * mark (not delete) them. */
export async function smallTable(sql: Sql, leaving: Leaving) {
  if (leaving.mark === 'delete') throw new Error('smallTable: rows that leave must be marked');
  const { column, value } = leaving.mark;
  const condition = leaving.where ? `${leaving.where} and ` : '';
  const rows = await run<{ id: number; orig_id: number; mark: unknown }>(
    sql,
    `select id, orig_id, "${column}" as mark from "${leaving.table}" where ${condition}orig_id is not null`,
  );
  const ids: IdMap = new Map(rows.map((r) => [Number(r.orig_id), Number(r.id)]));
  return {
    rows,
    idsOf: (origIds: readonly number[]): IdMap => new Map(origIds.flatMap((o) => (ids.has(o) ? [[o, ids.get(o) ?? 0]] : []))),
    add: (written: Row[]) => {
      for (const r of written) ids.set(Number(r.orig_id), Number(r.id));
    },
    /** Marks the rows that existed, are not marked yet and that the step did not see. */
    markUnseen: (seen: ReadonlySet<number>, now: number) =>
      markGone(
        sql,
        leaving,
        rows.filter((r) => String(r.mark) !== String(value) && !seen.has(Number(r.orig_id))).map((r) => Number(r.id)),
        now,
      ),
  };
}

/** 'YYYY-MM-DD' as the epoch milliseconds of that day's 00:00 UTC (docs/data-model.md). */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayMsOrNull = (day: string | null | undefined) => (day ? dayMs(day) : null);
