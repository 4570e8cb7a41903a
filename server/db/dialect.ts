// The one place where SQLite and PostgreSQL differ (ARCHITECTURE.md "Dialect gaps"):
// auto-increment keys, unique-violation detection, parameter limits and search normalisation.
import type { ColumnDefinitionBuilder } from 'kysely';

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
