// The SQL of a plain resource, from its declaration's `store`: one table whose columns are named
// as the fields (a per-language field has one per language, `nameRU` and `nameEN`), plus id,
// created and updated. Tables come from the resource's migration, so they are not in
// db/tables.ts; the queries go through an untyped view of the same Kysely instance.
import type { Kysely } from 'kysely';
import type { EditLang } from '../../common/lang';
import { languageColumn, perLanguageFields, type StoreConfig, storedColumns } from '../../common/resource';
import type { DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';
import { nextVersion } from '../http/version';
import type { GeneratedResource } from './declarations';

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: tables declared by migrations, not by db/tables.ts
type Untyped = Kysely<any>;

const untyped = (db: Db) => db as unknown as Untyped;

export type StoredRecord = Row & { id: number; updated: number };

/** Where a plain resource's values live: its table, its columns, its per-language fields. */
export interface Layout {
  store: StoreConfig;
  /** The stored columns besides id, created and updated. */
  columns: string[];
  perLanguage: ReadonlySet<string>;
}

export const layoutOf = ({ config }: GeneratedResource): Layout => ({
  store: config.store,
  columns: storedColumns(config),
  perLanguage: new Set(perLanguageFields(config)),
});

/** The column a field's value goes to when edited in `lang`. */
export const columnOf = (layout: Layout, field: string, lang: EditLang) =>
  layout.perLanguage.has(field) ? languageColumn(field, lang) : field;

/** The values of a save by column: every stored field (absent ones as null), the per-language
 * ones into the edit language's column; the other language's columns are not part of it. */
export const rowOf = (layout: Layout, values: Row, lang: EditLang): Row =>
  Object.fromEntries(layout.store.fields.map((field) => [columnOf(layout, field, lang), values[field] ?? null]));

/** A stored record's columns (absent ones as null): what the history compares. */
export const snapshot = (layout: Layout, values: Row): Row =>
  Object.fromEntries(layout.columns.map((column) => [column, values[column] ?? null]));

const selected = (layout: Layout) => ['id', ...layout.columns, 'updated'];

const record = (row: Row): StoredRecord => ({ ...row, id: Number(row.id), updated: Number(row.updated) });

export async function listRecords(db: Db, layout: Layout): Promise<StoredRecord[]> {
  const { field, order } = layout.store.order;
  const rows = await untyped(db)
    .selectFrom(layout.store.table)
    .select(selected(layout))
    // Empty values (a term not yet written in Russian) last on both databases, whose defaults differ.
    .orderBy(columnOf(layout, field, 'RU'), (by) => (order === 'DESC' ? by.desc() : by.asc()).nullsLast())
    .orderBy('id')
    .execute();
  return rows.map(record);
}

/** The record, read for a change: locked until the transaction ends on PostgreSQL (SQLite's write
 * transactions already exclude each other). */
export async function readForChange(trx: Db, dialect: DialectName, layout: Layout, id: number): Promise<StoredRecord | undefined> {
  const query = untyped(trx).selectFrom(layout.store.table).select(selected(layout)).where('id', '=', id);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row ? record(row) : undefined;
}

/** The unique fields whose value (in the edit language, for a per-language one) another record
 * already holds. */
export async function takenFields(trx: Db, layout: Layout, row: Row, lang: EditLang, id?: number): Promise<string[]> {
  const taken: string[] = [];
  for (const field of layout.store.unique ?? []) {
    const column = columnOf(layout, field, lang);
    if (row[column] === null || row[column] === undefined) continue;
    let query = untyped(trx).selectFrom(layout.store.table).select('id').where(column, '=', row[column]);
    if (id !== undefined) query = query.where('id', '<>', id);
    if (await query.executeTakeFirst()) taken.push(field);
  }
  return taken;
}

export async function insertRecord(trx: Db, layout: Layout, row: Row): Promise<number> {
  const now = Date.now();
  const inserted = await untyped(trx)
    .insertInto(layout.store.table)
    .values({ ...snapshot(layout, row), created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateRecord(trx: Db, layout: Layout, id: number, row: Row, previous: number): Promise<void> {
  await untyped(trx)
    .updateTable(layout.store.table)
    .set({ ...row, updated: nextVersion(previous) })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecord(trx: Db, layout: Layout, id: number): Promise<void> {
  await untyped(trx).deleteFrom(layout.store.table).where('id', '=', id).execute();
}
