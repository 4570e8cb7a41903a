// The sync benchmark's baseline: the same catalogue records written with the fastest plain
// driver code — one reused prepared statement (SQLite) or batched multi-row prepared inserts
// (PostgreSQL), one transaction per step — into a scratch table whose columns are the records'
// fields (nested values as JSON text).
import type Database from 'better-sqlite3';
import type pg from 'pg';

type Row = Record<string, unknown>;
function cell(value: unknown) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'object' ? JSON.stringify(value) : value;
}
const columnsOf = (row: Row) => Object.keys(row);

export async function rawSqlite(
  db: Database.Database,
  table: string,
  batches: AsyncIterable<Row[]>,
): Promise<{ rows: number; ms: number }> {
  let insert: Database.Statement | undefined;
  let columns: string[] = [];
  let rows = 0;
  const started = performance.now();
  db.exec('begin immediate');
  for await (const batch of batches) {
    for (const row of batch) {
      if (!insert) {
        columns = columnsOf(row);
        db.exec(`drop table if exists ${table}; create table ${table} (${columns.map((c) => `"${c}"`).join(', ')})`);
        insert = db.prepare(`insert into ${table} values (${columns.map(() => '?').join(', ')})`);
      }
      insert.run(columns.map((c) => cell(row[c])));
      rows++;
    }
  }
  db.exec('commit');
  return { rows, ms: performance.now() - started };
}

export async function rawPostgres(
  client: pg.ClientBase,
  table: string,
  batches: AsyncIterable<Row[]>,
): Promise<{ rows: number; ms: number }> {
  let columns: string[] = [];
  let rows = 0;
  const started = performance.now();
  await client.query('begin');
  for await (const batch of batches) {
    if (!columns.length && batch.length) {
      columns = columnsOf(batch[0]);
      await client.query(`drop table if exists ${table}; create table ${table} (${columns.map((c) => `"${c}" text`).join(', ')})`);
    }
    const width = columns.length;
    const values = batch.flatMap((row) => columns.map((c) => cell(row[c])));
    const tuples = batch.map((_, r) => `(${columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`);
    // Named prepared statement per batch size: the full batches reuse one plan.
    await client.query({ name: `${table}_${batch.length}`, text: `insert into ${table} values ${tuples.join(', ')}`, values });
    rows += batch.length;
  }
  await client.query('commit');
  return { rows, ms: performance.now() - started };
}
