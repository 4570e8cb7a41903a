// Runs the versioned migrations at start: every module of db/migrations/, in the order of their
// timestamped names, so a new migration is one new file. The names come from listing the folder;
// the modules from an import() of a template over it, which esbuild bundles (every file the
// template matches: server/serverBuild.ts) and tsx and vitest resolve when it runs.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DialectName } from './dialect';

type Module = {
  up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void>;
  down: (db: Kysely<unknown>, dialect: DialectName) => Promise<void>;
};

const FOLDER = new URL('./migrations/', import.meta.url);

/** The migrations' names (their file names without .ts), oldest first. */
const migrationNames = () =>
  readdirSync(fileURLToPath(FOLDER))
    .filter((file) => /^\d{4}_\d{2}_\d{2}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

async function loadMigrations(dialect: DialectName): Promise<Record<string, Migration>> {
  const names = migrationNames();
  const modules: Module[] = await Promise.all(names.map((name) => import(`./migrations/${name}.ts`)));
  return Object.fromEntries(
    names.map((name, i) => [name, { up: (db) => modules[i].up(db, dialect), down: (db) => modules[i].down(db, dialect) }]),
  );
}

export async function migrate(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const migrations = await loadMigrations(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
