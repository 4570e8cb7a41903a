// Staff edits of catalogue-owned fields (docs/catalogue-format.md "Who owns what"): a staff call
// that writes such a field notes it in staff_edits (repositories/staffEdits.ts). The step that
// synchronises the row next lets the catalogue win where it brings another value, and answers each
// replaced edit with its before and after, for the step's count and the row's history. Either
// way the note is settled: the field follows the catalogue again.
import { inChunks, type Row, run, type Sql } from './upsert';

/** A staff edit the catalogue replaced: the row's id and its fields before and after, by the
 * names the row's history uses. */
export type Replaced = { id: number; before: Row; after: Row };

type Pending = { id: number; stored: Row; fields: string[] };

/** One way to compare a stored value with the catalogue's: flags arrive as booleans and are
 * stored as 0/1; PostgreSQL answers bigints as text. */
const comparable = (value: unknown) =>
  value === undefined || value === null ? null : String(typeof value === 'boolean' ? Number(value) : value);

/**
 * The notes of `table`'s rows with an origId (`columns`: column -> the field's name in the
 * history), read once for the step: staff edit a handful of rows between two runs.
 */
export async function staffEdits(sql: Sql, table: string, columns: Readonly<Record<string, string>>) {
  const names = Object.keys(columns);
  const select = names.map((c) => `t."${c}"`).join(', ');
  const notes = await run<Row & { id: number; orig_id: number; field: string }>(
    sql,
    `select t.id, t.orig_id, e.field, ${select} from staff_edits e join "${table}" t on t.id = e.row_id where e.table_name = $1 and t.orig_id is not null`,
    [table],
  );
  const pending = new Map<number, Pending>();
  for (const note of notes) {
    if (!Object.hasOwn(columns, note.field)) continue;
    const entry = pending.get(Number(note.orig_id)) ?? { id: Number(note.id), stored: note, fields: [] };
    entry.fields.push(note.field);
    pending.set(Number(note.orig_id), entry);
  }
  const settled: number[] = [];
  return {
    /** The edit the catalogue's `row` (by origId) replaces, if it brings another value for a
     * field staff wrote; the row is settled either way. */
    replaced(origId: number, row: Row): Replaced | undefined {
      const entry = pending.get(origId);
      if (!entry) return undefined;
      pending.delete(origId);
      settled.push(entry.id);
      const differing = entry.fields.filter((c) => comparable(entry.stored[c]) !== comparable(row[c]));
      if (!differing.length) return undefined;
      const side = (values: Row) => Object.fromEntries(differing.map((c) => [columns[c], values[c] ?? null]));
      return { id: entry.id, before: side(entry.stored), after: side(row) };
    },
    /** Drops the notes of the rows the step synchronised; those of rows it did not see (they left
     * the catalogue, and keep what staff wrote) stay for a later run. */
    async settle() {
      await inChunks(sql, 'delete from staff_edits where table_name = $1 and row_id in ($list)', settled, [table]);
    },
  };
}
