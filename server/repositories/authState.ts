// What every API call with a session cookie reads from the database when its session is one this
// node keeps (services/sessionCache.ts): the database state (dialect.ts stateTokenSql, for the
// answers kept per state) and the version of everything a session lookup reads (migration
// 2026_11_27_11_auth_version), in one small statement.
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { coalesced } from '../db/coalesced';
import { type DialectName, stateTokenSql } from '../db/dialect';
import { type Db, prepared, sqliteConnectionOf } from '../db/kysely';

export type AuthState = { dbState: string; authVersion: number };

type Row = { db_state: unknown; auth_version: unknown };

const text = (dialect: DialectName) =>
  prepared(`select ${stateTokenSql(dialect)} as db_state, (select version from auth_version) as auth_version`);
const TEXTS: Record<DialectName, string> = { sqlite: text('sqlite'), postgres: text('postgres') };

const stateOf = (row: Row): AuthState => ({ dbState: String(row.db_state), authVersion: Number(row.auth_version) });

async function readOnce(db: Db, dialect: DialectName): Promise<AuthState> {
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(TEXTS[dialect], []));
  return stateOf(rows[0]);
}

/** The SQLite statement, prepared once per connection. */
const sqliteStatements = new WeakMap<SqliteDatabase.Database, SqliteDatabase.Statement>();

/**
 * SQLite, outside a transaction: the statement at once on the connection, without Kysely's queue
 * and its promises (half of this statement's cost). better-sqlite3 runs a statement to its end
 * before it returns, so between two of Kysely's steps the connection holds no half-read one; an
 * open transaction is the only state another statement could see into, and then the statement
 * waits for it through Kysely, as every other one does.
 */
function readSqliteNow(db: Db): AuthState | undefined {
  const connection = sqliteConnectionOf(db);
  if (!connection || connection.inTransaction) return undefined;
  let statement = sqliteStatements.get(connection);
  if (!statement) {
    statement = connection.prepare(TEXTS.sqlite);
    sqliteStatements.set(connection, statement);
  }
  return stateOf(statement.get() as Row);
}

/** PostgreSQL: the calls of one turn of the event loop share one statement (db/coalesced.ts: it
 * is sent after every one of them arrived, so each answer is as fresh as a statement of its own). */
const postgresReads = new WeakMap<Db, (key: 0) => Promise<AuthState | undefined>>();

function sharedRead(db: Db) {
  let read = postgresReads.get(db);
  if (!read) {
    read = coalesced(async () => new Map([[0 as const, await readOnce(db, 'postgres')]]));
    postgresReads.set(db, read);
  }
  return read;
}

export async function readAuthState(db: Db, dialect: DialectName): Promise<AuthState> {
  if (dialect === 'sqlite') return readSqliteNow(db) ?? readOnce(db, dialect);
  const state = await sharedRead(db)(0);
  if (!state) throw new Error('auth state: no row');
  return state;
}
