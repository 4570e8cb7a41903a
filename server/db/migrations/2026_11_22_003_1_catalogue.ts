// Reference catalogue (categories, specialties, services, their links and counts), agents, and
// the derived counters (docs/data-model.md "Reference catalogue", "Agents", "SEO pages").
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, keyedTable, searchColumn } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

/** id, the given columns, 0/1 flags, created, updated. */
function entity(db: Db, dialect: DialectName, name: string, flags: Record<string, 0 | 1>, columns: (t: Table) => Table) {
  const id = idColumn(dialect);
  let table = columns(db.schema.createTable(name).addColumn('id', id.type, id.build) as Table);
  for (const [flag, initial] of Object.entries(flags)) table = table.addColumn(flag, 'integer', (c) => c.notNull().defaultTo(initial));
  return table.addColumn('created', 'bigint', (c) => c.notNull()).addColumn('updated', 'bigint', (c) => c.notNull());
}

const origId = (t: Table) => t.addColumn('orig_id', 'bigint', (c) => c.notNull().unique());

/** `<owner>_l10n(<owner>_id, lang, name, ...)` with PK(owner, lang). */
function l10n(db: Db, owner: string, parent: string, columns: (t: Table) => Table = (t) => t) {
  const table = db.schema
    .createTable(`${owner}_l10n`)
    .addColumn(`${owner}_id`, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(256)', (c) => c.notNull()) as Table;
  return columns(table).addPrimaryKeyConstraint(`${owner}_l10n_pk`, [`${owner}_id`, 'lang']);
}

/** A link table with a position: PK(a, b), index (b). */
async function link(db: Db, dialect: DialectName, name: string, a: [string, string], b: [string, string]) {
  const table = db.schema
    .createTable(name)
    .addColumn(a[0], 'integer', (c) => c.notNull().references(`${a[1]}.id`).onDelete('cascade'))
    .addColumn(b[0], 'integer', (c) => c.notNull().references(`${b[1]}.id`).onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint(`${name}_pk`, [a[0], b[0]] as never);
  await keyedTable(dialect, table).execute();
  await db.schema.createIndex(`${name}_${b[0]}_idx`).on(name).column(b[0]).execute();
}

/** Derived clinic counts per owner and language, rebuilt whole by a recalculation step. */
function stats(db: Db, name: string, owner: string, parent: string) {
  return db.schema
    .createTable(name)
    .addColumn(owner, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('clinics', 'integer', (c) => c.notNull())
    .addColumn('visible_clinics', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, [owner, 'lang'] as never)
    .execute();
}

export async function up(db: Db, dialect: DialectName) {
  const search = searchColumn(dialect);
  await entity(db, dialect, 'categories', { active: 1, medical: 0 }, (t) =>
    t
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('orig_id', 'bigint', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('categories_kind_orig_uq', ['kind', 'orig_id']),
  ).execute();
  await l10n(db, 'category', 'categories').execute();
  await entity(db, dialect, 'specialties', { active: 1, procedure: 0, important: 0 }, origId).execute();
  await l10n(db, 'specialty', 'specialties', (t) => t.addColumn('search_name', 'varchar(256)', search)).execute();
  await db.schema.createIndex('specialty_l10n_search_idx').on('specialty_l10n').columns(['lang', 'search_name']).execute();
  await entity(db, dialect, 'services', { active: 1, important: 0 }, origId).execute();
  await l10n(db, 'service', 'services').execute();
  await link(db, dialect, 'category_specialties', ['category_id', 'categories'], ['specialty_id', 'specialties']);
  await link(db, dialect, 'category_services', ['category_id', 'categories'], ['service_id', 'services']);
  await stats(db, 'specialty_stats', 'specialty_id', 'specialties');
  await stats(db, 'city_stats', 'city_id', 'cities');
  // Rebuilt whole by sync step 17: 0 rather than NULL (category level, all cities), no foreign keys.
  await db.schema
    .createTable('seo_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('specialty_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('cc', 'integer', (c) => c.notNull())
    .addColumn('ccv', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('seo_counts_pk', ['lang', 'city_id', 'category_id', 'specialty_id'])
    .execute();

  await entity(db, dialect, 'agents', { lg_partner: 0, main_agent: 0 }, (t) =>
    t
      .addColumn('orig_id', 'bigint', (c) => c.unique())
      .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('country', 'varchar(32)', (c) => c.notNull())
      .addColumn('city', 'varchar(64)', (c) => c.notNull())
      .addColumn('time_zone', 'varchar(64)'),
  ).execute();
  // At most one main agent, on both engines.
  await db.schema.createIndex('agents_main_uq').on('agents').column('main_agent').unique().where(sql<boolean>`main_agent = 1`).execute();
  await db.schema.createIndex('agents_partner_idx').on('agents').columns(['lg_partner', 'id']).execute();
  await l10n(db, 'agent', 'agents', (t) =>
    t
      .addColumn('short_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('search_name', 'varchar(256)', search),
  ).execute();
  await db.schema.createIndex('agent_l10n_search_idx').on('agent_l10n').columns(['lang', 'search_name']).execute();
}

export async function down(db: Db) {
  const tables = ['agent_l10n', 'agents', 'seo_counts', 'city_stats', 'specialty_stats', 'category_services', 'category_specialties'];
  for (const t of [...tables, 'service_l10n', 'services', 'specialty_l10n', 'specialties', 'category_l10n', 'categories']) {
    await db.schema.dropTable(t).execute();
  }
}
