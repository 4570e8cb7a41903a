// Synchronisation state (checkpoints, the run lease) and the clinics-list version: a counter that
// triggers bump on every change that can alter a clinics-list filter, so that any node may cache
// list totals and know, with one read, when they are stale (docs/decisions.md).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect';

type Db = Kysely<unknown>;

/** Table -> the column whose update changes a filter's answer. The name search (clinic_search)
 * changes with clinic_l10n.search_name, so that one row trigger covers all its tails. */
const WATCHED: [table: string, column: string][] = [
  ['clinics', 'state'],
  ['clinic_l10n', 'visible'],
  ['clinic_l10n', 'search_name'],
  ['clinic_cities', 'city_id'],
  ['clinic_categories', 'selected'],
  ['clinic_specialties', 'selected'],
];

const BUMP = `update list_versions set version = version + 1 where name = 'clinics'`;

async function sqliteTriggers(db: Db) {
  for (const table of new Set(WATCHED.map(([t]) => t))) {
    await sql.raw(`create trigger ${table}_lv_ins after insert on ${table} begin ${BUMP}; end`).execute(db);
    await sql.raw(`create trigger ${table}_lv_del after delete on ${table} begin ${BUMP}; end`).execute(db);
  }
  for (const [table, column] of WATCHED) {
    const when = `old.${column} is not new.${column}`;
    await sql.raw(`create trigger ${table}_${column}_lv after update of ${column} on ${table} when ${when} begin ${BUMP}; end`).execute(db);
  }
}

/** PostgreSQL fires once per statement, so a batch of a thousand rows costs one update. */
async function postgresTriggers(db: Db) {
  await sql
    .raw(`create or replace function bump_clinic_list_version() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`)
    .execute(db);
  const columns = new Map<string, string[]>();
  for (const [table, column] of WATCHED) columns.set(table, [...(columns.get(table) ?? []), column]);
  for (const [table, watched] of columns) {
    const events = `insert or delete or update of ${watched.join(', ')}`;
    await sql
      .raw(`create trigger ${table}_lv after ${events} on ${table} for each statement execute function bump_clinic_list_version()`)
      .execute(db);
  }
}

export async function up(db: Db, dialect: DialectName) {
  await db.schema
    .createTable('sync_checkpoints')
    .addColumn('step', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('run_started', 'bigint', (c) => c.notNull())
    .addColumn('finished', 'bigint', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('source_version', 'varchar(128)')
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sync_lock')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('acquired', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('list_versions')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into list_versions (name, version) values ('clinics', 0)`.execute(db);
  await (dialect === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));
}

/** The triggers go with their tables; PostgreSQL's function stays (`create or replace` above). */
export async function down(db: Db) {
  for (const t of ['list_versions', 'sync_lock', 'sync_checkpoints']) await db.schema.dropTable(t).execute();
}
