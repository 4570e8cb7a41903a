// Hand-built SQL for the hot and bulk paths (the clinics list, the synchronisation): statement
// texts are built once and reused, parameters written `$1`, `$2`... in order on both engines.
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type QueryResult } from 'kysely';
import { batchSize, type DialectName } from '../db/dialect';
import { type Db, postgresPoolOf, preparedName, sqliteConnectionOf } from '../db/kysely';
import { inlined, isSmall, type Statement } from './literals';

export type { Statement };
export type Row = Record<string, unknown>;
export type Sql = {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL, in a bracketed transaction: statements written out, waiting to go out with the
   * next one (`later`). */
  waiting?: string[];
};

/** PostgreSQL's `$n` as it is; for SQLite each `$n` becomes `?` and the parameters follow the
 * order of appearance, so a statement may use a parameter twice or out of order. */
export function compile(dialect: DialectName, sql: string, parameters: readonly unknown[]): CompiledQuery {
  if (dialect === 'postgres') return CompiledQuery.raw(sql, [...parameters]);
  const ordered: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    ordered.push(parameters[Number(n) - 1]);
    return '?';
  });
  return CompiledQuery.raw(text, ordered);
}

/** Runs a statement, after the statements waiting for one (`later`): in the same message when it
 * is small too, otherwise right after them. Every statement of the synchronisation goes out here. */
export async function execute<T extends Row>(sql: Sql, query: CompiledQuery): Promise<QueryResult<T>> {
  const waiting = sql.waiting?.splice(0);
  if (!waiting?.length) return sql.db.executeQuery<T>(query);
  const statement = { text: query.sql, parameters: query.parameters };
  if (isSmall(statement.parameters)) return sql.db.executeQuery<T>(CompiledQuery.raw([...waiting, inlined(statement)].join(';\n'), []));
  await sql.db.executeQuery(CompiledQuery.raw(waiting.join(';\n'), []));
  return sql.db.executeQuery<T>(query);
}

/** A statement whose result nobody reads (rows that cannot exist yet, their number known): on
 * PostgreSQL, in a bracketed transaction, a small one waits and goes out with the next statement,
 * one round trip fewer (a failure then surfaces there, and the transaction is rolled back all the
 * same). Elsewhere it runs now. */
export async function later(sql: Sql, query: CompiledQuery): Promise<void> {
  if (sql.waiting && isSmall(query.parameters)) sql.waiting.push(inlined({ text: query.sql, parameters: query.parameters }));
  else await execute(sql, query);
}

/** Runs one statement whose parameters are written `$1`, `$2`... */
export async function run<T extends Row = Row>(sql: Sql, text: string, parameters: readonly unknown[] = []): Promise<T[]> {
  return (await execute<T>(sql, compile(sql.dialect, text, parameters))).rows;
}

/** SQLite statements that answer arrays, per connection: prepared apart from the connection's
 * cache (kysely.ts cachePreparedStatements), whose statements Kysely reads as objects. */
const arrayStatements = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

/** Runs one statement (parameters `$1`, `$2`...) and answers its rows as arrays of its columns'
 * values in the order it selects them: for a bulk read (an export's rows), where making an object
 * per row and reading its fields by name cost a third of the statement's time. Through the driver
 * itself (better-sqlite3's raw mode, pg's rowMode 'array', named when the text is `prepared`);
 * a Kysely instance of another kind (a transaction) reads objects and takes their values. */
export async function runArrays(sql: Sql, text: string, parameters: readonly unknown[] = []): Promise<unknown[][]> {
  const database = sql.dialect === 'sqlite' && !sql.waiting ? sqliteConnectionOf(sql.db) : undefined;
  if (database) {
    let statements = arrayStatements.get(database);
    if (!statements) {
      statements = new Map();
      arrayStatements.set(database, statements);
    }
    const query = compile('sqlite', text, parameters);
    let statement = statements.get(query.sql);
    if (!statement) {
      statement = SqliteDatabase.prototype.prepare.call(database, query.sql).raw(true);
      if (statements.size < 50) statements.set(query.sql, statement);
    }
    return statement.all(...query.parameters) as unknown[][];
  }
  const pool = sql.dialect === 'postgres' && !sql.waiting ? postgresPoolOf(sql.db) : undefined;
  if (pool) {
    const result = await pool.query({ text, values: [...parameters], rowMode: 'array', name: preparedName(text) });
    return result.rows as unknown[][];
  }
  return (await run(sql, text, parameters)).map((row) => Object.values(row));
}

/** Runs `sql` with `in ($list)` standing for `values`; `fixed` are the statement's other
 * parameters, `$1`, `$2`... SQLite: once per chunk of values, `$list` their placeholders.
 * PostgreSQL: once, with `= any($n)` and the values as one array (one parameter to bind, not
 * thousands). Not named: a plan cached while the synchronisation's tables are still small would
 * stay a sequential scan as they grow. */
export async function inChunks<T extends Row>(sql: Sql, text: string, values: readonly unknown[], fixed: unknown[] = []) {
  if (!values.length) return [];
  if (sql.dialect === 'postgres') {
    const list = text.replace('in ($list)', `= any($${fixed.length + 1})`);
    return (await execute<T>(sql, CompiledQuery.raw(list, [...fixed, values]))).rows;
  }
  const rows: T[] = [];
  const size = batchSize(1) - fixed.length;
  for (let start = 0; start < values.length; start += size) {
    const chunk = values.slice(start, start + size);
    const list = chunk.map((_, i) => `$${fixed.length + i + 1}`).join(', ');
    const result = await execute<T>(sql, compile(sql.dialect, text.replace('$list', list), [...fixed, ...chunk]));
    rows.push(...result.rows);
  }
  return rows;
}

/** Runs the statements in order and answers each one's rows. PostgreSQL: in one round trip
 * (with any that wait), as one simple-protocol message with the parameters written in as
 * literals (openPostgres hands every statement's rows back); for the few short statements around
 * a transaction, where the round trip costs more than the statements. */
export async function runAll(sql: Sql, statements: readonly Statement[]): Promise<Row[][]> {
  if (sql.dialect === 'postgres') {
    const rows: Row[] & { statements?: Row[][] } = await run(sql, statements.map(inlined).join(';\n'));
    // The statements that waited come first.
    return (rows.statements ?? [rows]).slice(-statements.length);
  }
  const all: Row[][] = [];
  for (const { text, parameters } of statements) all.push(await run(sql, text, parameters));
  return all;
}
