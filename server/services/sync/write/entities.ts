// The core of every step that upserts rows by origId: what existed before, what the write
// touched, and the origId -> id map that the step's child rows need.
import type { Leaving } from './leaving';
import { markGone, markUnseen } from './leaving';
import { type IdMap, idsOf, isEmpty } from './lookups';
import { type Row, type Sql, type UpsertSpec, upsertKnown } from './upsert';

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

/** What a step knows of the catalogue rows of the table it writes: which of a batch's origIds
 * exist (`idsOf`), what it wrote (`add`), and at the end which rows left (`markUnseen`). */
export type KnownRows = {
  idsOf(origIds: readonly number[]): IdMap | Promise<IdMap>;
  add(written: Row[]): void;
  markUnseen(seen: ReadonlySet<number>, now: number): Promise<number>;
};

/** Upserts rows keyed by orig_id; the spec must return `id` and `orig_id`. `before`: the rows'
 * existing ids when the caller needed them already (known.idsOf). */
export async function writeEntities(sql: Sql, spec: UpsertSpec, rows: Row[], known: KnownRows, before?: IdMap): Promise<Written> {
  before ??= await known.idsOf(rows.map((r) => Number(r.orig_id)));
  const written = await upsertKnown(sql, spec, rows, (row) => before.has(Number(row.orig_id)));
  known.add(written);
  const ids = new Map([...before, ...written.map((r) => [Number(r.orig_id), Number(r.id)] as const)]);
  const changed = written.map((r) => Number(r.id));
  const existing = new Set(before.values());
  return { ids, existing, changed, inserted: new Set(changed.filter((id) => !existing.has(id))) };
}

/** "Which exist" answered from an origId -> id map that grows with what the step writes. */
function remembered(ids: IdMap): Pick<KnownRows, 'idsOf' | 'add'> {
  return {
    idsOf: (origIds) => new Map(origIds.flatMap((o) => (ids.has(o) ? [[o, ids.get(o) ?? 0]] : []))),
    add: (written) => {
      for (const r of written) ids.set(Number(r.orig_id), Number(r.id));
    },
  };
}

/** A table too big to read whole (clinics' content, doctors, reviews, pictures). When it holds
 * none of the step's rows as the step begins (a first run: the initial load), every row is the
 * step's own, so "which exist" is answered from what the step has written and none can have
 * left: no statement per batch, none at the end. Otherwise each batch looks its rows up, and the
 * end reads the table for the rows the step did not see. */
export async function bigTable(sql: Sql, leaving: Leaving): Promise<KnownRows> {
  const condition = leaving.where ? ` and ${leaving.where}` : '';
  if (!(await isEmpty(sql, leaving.table, `orig_id is not null${condition}`))) {
    return {
      idsOf: (origIds) => idsOf(sql, leaving.table, origIds, leaving.where),
      add: () => {},
      markUnseen: (seen, now) => markUnseen(sql, leaving, seen, now),
    };
  }
  return { ...remembered(new Map()), markUnseen: async () => 0 };
}

type Marked = { id: number; orig_id: number; mark: unknown };

/** A leaving that marks rows; smallTables cannot delete the rows it read. */
function markOf(leaving: Leaving) {
  if (leaving.mark === 'delete') throw new Error('smallTables: rows that leave must be marked');
  return leaving.mark;
}

function marked(sql: Sql, leaving: Leaving, rows: Marked[]): KnownRows {
  const { value } = markOf(leaving);
  return {
    ...remembered(new Map(rows.map((r) => [Number(r.orig_id), Number(r.id)]))),
    /** Marks the rows that existed, are not marked yet and that the step did not see. */
    markUnseen: (seen, now) =>
      markGone(
        sql,
        leaving,
        rows.filter((r) => String(r.mark) !== String(value) && !seen.has(Number(r.orig_id))).map((r) => Number(r.id)),
        now,
      ),
  };
}

/** Tables small enough to read whole once per step (reference data and their categories): their
 * catalogue rows as they were before the step answer each batch's "which exist" and, at the end,
 * "which left" (only rows that existed can have left), two statements fewer per step. All of them
 * are read by one statement, `smallTablesRead`, that the step reads first (Step.reads): no round
 * trip of its own on PostgreSQL. Each `leaving` must mark (not delete). */
export function smallTablesRead(leavings: readonly Leaving[]): string {
  const selects = leavings.map((leaving, i) => {
    const { column } = markOf(leaving);
    const condition = leaving.where ? `${leaving.where} and ` : '';
    return `select ${i} as part, id, orig_id, cast("${column}" as text) as mark from "${leaving.table}" where ${condition}orig_id is not null`;
  });
  return selects.join(' union all ');
}

/** The tables of `leavings` from the rows `smallTablesRead` read. */
export function smallTables(sql: Sql, leavings: readonly Leaving[], rows: Row[]): KnownRows[] {
  const parts = rows as (Marked & { part: number })[];
  return leavings.map((leaving, i) =>
    marked(
      sql,
      leaving,
      parts.filter((r) => Number(r.part) === i),
    ),
  );
}

/** 'YYYY-MM-DD' as the epoch milliseconds of that day's 00:00 UTC (docs/data-model.md). */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayMsOrNull = (day: string | null | undefined) => (day ? dayMs(day) : null);
