// Opens the database: SQLite (DATA_DIR/app.db) by default, PostgreSQL when DATABASE_URL is set.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import type { Database } from './tables';

export type Db = Kysely<Database>;
export type DbHandle = {
  db: Db;
  dialect: DialectName;
  close: () => Promise<void>;
  /** A connection of its own for reading a whole directory once (openSqliteScan); without one
   * (PostgreSQL's pool needs none) such a read uses the handle itself. */
  openScan?: () => DbHandle;
};

/** SQLite write transactions start IMMEDIATE so that two writers never deadlock on upgrade. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: Parameters<SqliteDriver['beginTransaction']>[0]) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing is most of the cost of a small
 * query, so the statements are kept by their SQL text (bounded: the oldest is dropped first).
 * SQLite re-prepares a cached statement by itself when the schema changes.
 */
export function cachePreparedStatements(database: SqliteDatabase.Database, limit = 2000) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

/** The better-sqlite3 connection behind each Kysely instance openSqlite made: the one statement
 * every API call runs reads through it directly (repositories/authState.ts). */
const sqliteConnections = new WeakMap<Db, SqliteDatabase.Database>();
export const sqliteConnectionOf = (db: Db) => sqliteConnections.get(db);

export function openSqlite(file: string): DbHandle {
  const database = new SqliteDatabase(file);
  cachePreparedStatements(database);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // The default page cache is 2 MB: at 100k clinics (a 1.2 GB file) a list page then reads most of
  // its pages through system calls. A 64 MB cache and a memory-mapped file halve a page's time.
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 2147483648');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  sqliteConnections.set(db, database);
  return { db, dialect: 'sqlite', close: () => db.destroy(), openScan: () => openSqliteScan(file) };
}

/**
 * A connection for reading a whole directory once (the clinics report): no memory-mapped file and
 * SQLite's default 2 MB cache. Through the main connection such a read would map the whole file
 * into the process (the report at 100k clinics: 105 MB more resident memory) and push out of its
 * 64 MB cache the pages the lists keep hot. WAL lets it read beside the writers. It refuses writes
 * by query_only rather than by opening the file read-only: a read-only connection, while another
 * process (the CLI, say) had the database open, took 65 MB more during the report.
 */
export function openSqliteScan(file: string): DbHandle {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  // A list's export runs the same two statements for every batch (services/export/exportRead.ts).
  cachePreparedStatements(database, 50);
  database.pragma('query_only = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  sqliteConnections.set(db, database);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** int8 (bigint, count(*)) as a JS number: our epoch-millisecond timestamps and counts fit. */
const pgTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
};

/** Hot-path statement texts and their names (bounded: texts are built from a few templates). */
const named = new Map<string, string>();

/**
 * Marks a statement text to run as a named (prepared) statement on PostgreSQL: each connection
 * parses it once and then only binds and executes it, instead of parsing and planning it again on
 * every call (SQLite keeps its prepared statements anyway). Answers the text.
 */
export function prepared(text: string): string {
  if (!named.has(text) && named.size < 1000) named.set(text, `hot${named.size}`);
  return text;
}

/** The name `prepared` gave a statement text, if any. */
export const preparedName = (text: string) => named.get(text);

/** The pool behind each Kysely instance openPostgres made: a bulk read asks it for rows as arrays
 * (repositories/rawSql.ts runArrays), which Kysely does not offer. */
const postgresPools = new WeakMap<Db, pg.Pool>();
export const postgresPoolOf = (db: Db) => postgresPools.get(db);

type Result = { rows: unknown[] };

/** pg answers a text of several statements (sent without parameters) with one result per
 * statement, and Kysely reads `rows` of one result: such a text answers its last statement's
 * rows, which carry every statement's rows as `statements` (rawSql's runAll). */
function lastResult(result: unknown) {
  if (!Array.isArray(result)) return result;
  const statements = (result as Result[]).map((r) => r.rows);
  return { ...result.at(-1), rows: Object.assign([...(statements.at(-1) ?? [])], { statements }) };
}

/** Kysely calls `client.query(text, values)`: texts marked by `prepared` go out with their name. */
function nameHotStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? named.get(text) : undefined;
    if (name && rest.length === 1) return query({ name, text, values: rest[0] });
    const answer = query(text, ...rest);
    // Only a text sent without parameters (the simple protocol) may hold several statements.
    const simple = Array.isArray(rest[0]) && rest[0].length === 0;
    return simple && answer instanceof Promise ? answer.then(lastResult) : answer;
  }) as typeof client.query;
}

export function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  pool.on('connect', (client) => {
    nameHotStatements(client);
    // The pool listens for errors only while a client is idle. One held between two statements
    // (a transaction) whose connection ends (a restart, an administrator) would otherwise emit
    // 'error' to nobody and crash the process; its next statement fails and it goes back.
    client.on('error', () => {});
  });
  // An idle client that loses its connection is dropped by the pool; without a listener the
  // 'error' event would crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  postgresPools.set(db, pool);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): DbHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(join(config.dataDir, 'app.db'));
}
