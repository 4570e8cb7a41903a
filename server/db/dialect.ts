// The one place where SQLite and PostgreSQL differ (ARCHITECTURE.md "Dialect gaps"):
// auto-increment keys, unique-violation detection, parameter limits and search normalisation.
import { type ColumnDefinitionBuilder, sql } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Column type and modifiers for an auto-increment primary key. */
export function idColumn(dialect: DialectName) {
  return dialect === 'postgres'
    ? { type: 'serial' as const, build: (c: ColumnDefinitionBuilder) => c.primaryKey() }
    : { type: 'integer' as const, build: (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement() };
}

/** Unique-constraint violations: SQLite says SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Foreign-key violations: SQLite says SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Rows per multi-row insert, keeping bound parameters under both engines' limits (~30k). */
export function batchSize(columnsPerRow: number): number {
  return Math.max(1, Math.floor(30_000 / columnsPerRow));
}

/**
 * Search text normalised in JS rather than with SQL lower(): SQLite's lower() only folds ASCII,
 * so a stored, indexed search column is the portable way to match Cyrillic case-insensitively.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/** An 8-byte float column: PostgreSQL's `real` has 4 bytes (~7 digits) and would cut coordinates
 * with 8 decimals, SQLite's `real` is already 8 bytes. */
export function floatType(dialect: DialectName) {
  return dialect === 'postgres' ? ('double precision' as const) : ('real' as const);
}

/** A not-null search column that compares bytewise on both engines (SQLite's BINARY, pg's "C"),
 * so that the prefix ranges of `prefixRange` use a plain index. */
export function searchColumn(dialect: DialectName) {
  return (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.modifyFront(sql`collate "C"`).notNull() : c.notNull());
}

/** The bounds [from, to) of every search key that starts with `prefix` (normalised first). */
export function prefixRange(prefix: string): [string, string] {
  const key = searchKey(prefix);
  return [key, `${key}\u{10FFFF}`];
}

/** The n-th (1-based) bound parameter of a hand-built statement. */
export function placeholder(dialect: DialectName, n: number): string {
  return dialect === 'postgres' ? `$${n}` : '?';
}

/** SQLite keeps a table with small rows and a composite primary key in that key's b-tree alone
 * (WITHOUT ROWID): one b-tree less per row written, and look-ups by key read the row itself.
 * PostgreSQL has no such choice (tables are heaps). */
export function keyedTable<T extends { modifyEnd(modifier: ReturnType<typeof sql>): T }>(dialect: DialectName, table: T): T {
  return dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table;
}

/**
 * An SQL expression naming the database state the statement reads: two equal texts mean nothing
 * was committed in between, so an answer computed in one state is exact in the other
 * (services/stateCache.ts). SQLite: the rows this connection changed (total_changes, rolled-back
 * ones too) and the commits of other connections and processes (data_version). PostgreSQL: the
 * statement's snapshot, xmin:xmax:in-progress ids; equal snapshots see the same transactions.
 * Any write at all moves it, which only costs a cache miss.
 */
export function stateTokenSql(dialect: DialectName): string {
  return dialect === 'postgres'
    ? 'pg_current_snapshot()::text'
    : "total_changes() || '.' || (select data_version from pragma_data_version)";
}
