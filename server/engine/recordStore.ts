// The SQL of a plain resource, from its declaration's `store`: one table whose columns are named
// as the fields, plus id, created and updated. Tables come from the resource's migration, so they
// are not in db/tables.ts; the queries go through an untyped view of the same Kysely instance.
import type { Kysely } from 'kysely';
import type { StoreConfig } from '../../common/resource';
import type { DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';
import { nextVersion } from '../http/version';

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: tables declared by migrations, not by db/tables.ts
type Untyped = Kysely<any>;

const untyped = (db: Db) => db as unknown as Untyped;

export type StoredRecord = Row & { id: number; updated: number };

const columns = (store: StoreConfig) => ['id', ...store.fields, 'updated'];

const record = (row: Row): StoredRecord => ({ ...row, id: Number(row.id), updated: Number(row.updated) });

export async function listRecords(db: Db, store: StoreConfig): Promise<StoredRecord[]> {
  const rows = await untyped(db)
    .selectFrom(store.table)
    .select(columns(store))
    .orderBy(store.order.field, store.order.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('id')
    .execute();
  return rows.map(record);
}

/** The record, read for a change: locked until the transaction ends on PostgreSQL (SQLite's write
 * transactions already exclude each other). */
export async function readForChange(trx: Db, dialect: DialectName, store: StoreConfig, id: number): Promise<StoredRecord | undefined> {
  const query = untyped(trx).selectFrom(store.table).select(columns(store)).where('id', '=', id);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row ? record(row) : undefined;
}

/** The unique fields whose value another record already holds. */
export async function takenFields(trx: Db, store: StoreConfig, values: Row, id?: number): Promise<string[]> {
  const taken: string[] = [];
  for (const field of store.unique ?? []) {
    let query = untyped(trx).selectFrom(store.table).select('id').where(field, '=', values[field]);
    if (id !== undefined) query = query.where('id', '<>', id);
    if (await query.executeTakeFirst()) taken.push(field);
  }
  return taken;
}

/** The stored fields of a record (absent ones as null): what is written and what the history compares. */
export const stored = (store: StoreConfig, values: Row) => Object.fromEntries(store.fields.map((field) => [field, values[field] ?? null]));

export async function insertRecord(trx: Db, store: StoreConfig, values: Row): Promise<number> {
  const now = Date.now();
  const row = await untyped(trx)
    .insertInto(store.table)
    .values({ ...stored(store, values), created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateRecord(trx: Db, store: StoreConfig, id: number, values: Row, previous: number): Promise<void> {
  const updated = nextVersion(previous);
  await untyped(trx)
    .updateTable(store.table)
    .set({ ...stored(store, values), updated })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecord(trx: Db, store: StoreConfig, id: number): Promise<void> {
  await untyped(trx).deleteFrom(store.table).where('id', '=', id).execute();
}
