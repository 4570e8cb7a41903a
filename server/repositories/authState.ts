// What every API call with a session cookie reads from the database when its session is one this
// node keeps (services/sessionCache.ts): the database state (dialect.ts stateTokenSql, for the
// answers kept per state) and the version of everything a session lookup reads (migration
// 2026_11_27_11_auth_version), in one small statement.
import { sql } from 'kysely';
import { coalesced } from '../db/coalesced';
import { type DialectName, stateTokenSql } from '../db/dialect';
import type { Db } from '../db/kysely';
import { precompiled } from '../db/precompiled';

export type AuthState = { dbState: string; authVersion: number };

const stateQuery = (dialect: DialectName) =>
  precompiled((db: Db) =>
    db.selectNoFrom([
      sql<string>`${sql.raw(stateTokenSql(dialect))}`.as('db_state'),
      sql<number | string>`(select version from auth_version)`.as('auth_version'),
    ]),
  );

const queries = { sqlite: stateQuery('sqlite'), postgres: stateQuery('postgres') };

async function readOnce(db: Db, dialect: DialectName): Promise<AuthState> {
  const [row] = await queries[dialect](db);
  return { dbState: String(row.db_state), authVersion: Number(row.auth_version) };
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
  if (dialect === 'sqlite') return readOnce(db, dialect);
  const state = await sharedRead(db)(0);
  if (!state) throw new Error('auth state: no row');
  return state;
}
