// Hand-built SQL for the hot and bulk paths (the clinics list, the synchronisation): statement
// texts are built once and reused, parameters written `$1`, `$2`... in order on both engines.
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { batchSize, type DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';

export type Row = Record<string, unknown>;
export type Sql = { db: Db; dialect: DialectName };
export type Statement = { text: string; parameters: readonly unknown[] };

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

/** Runs one statement whose parameters are written `$1`, `$2`... */
export async function run<T extends Row = Row>({ db, dialect }: Sql, sql: string, parameters: readonly unknown[] = []): Promise<T[]> {
  return (await db.executeQuery<T>(compile(dialect, sql, parameters))).rows;
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
    return (await sql.db.executeQuery<T>(CompiledQuery.raw(list, [...fixed, values]))).rows;
  }
  const rows: T[] = [];
  const size = batchSize(1) - fixed.length;
  for (let start = 0; start < values.length; start += size) {
    const chunk = values.slice(start, start + size);
    const list = chunk.map((_, i) => `$${fixed.length + i + 1}`).join(', ');
    const result = await sql.db.executeQuery<T>(compile(sql.dialect, text.replace('$list', list), [...fixed, ...chunk]));
    rows.push(...result.rows);
  }
  return rows;
}

/** A value as a PostgreSQL literal: only the types our statements bind. A negative number is
 * parenthesised so that it never follows a minus sign as a `--` comment. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/** The statement with each `$n` replaced by its parameter's literal, in one pass (a value that
 * itself contains `$2` is not read again). */
export function inlined({ text, parameters }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
}

/** Runs the statements in order and answers each one's rows. PostgreSQL: in one round trip, as
 * one simple-protocol message with the parameters written in as literals (openPostgres hands
 * every statement's rows back); for the few short statements around a transaction, where the
 * round trip costs more than the statements. */
export async function runAll(sql: Sql, statements: readonly Statement[]): Promise<Row[][]> {
  if (sql.dialect === 'postgres') {
    const rows: Row[] & { statements?: Row[][] } = await run(sql, statements.map(inlined).join(';\n'));
    return rows.statements ?? [rows];
  }
  const all: Row[][] = [];
  for (const { text, parameters } of statements) all.push(await run(sql, text, parameters));
  return all;
}
