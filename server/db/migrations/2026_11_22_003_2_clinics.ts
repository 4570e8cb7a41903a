// Clinics with their per-language rows, cities, languages, accreditations, video links, the
// completion marks, modules, preview tokens and the word-prefix name index
// (docs/data-model.md "Clinics"; clinic_search is recorded in docs/decisions.md).
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, floatType, idColumn, keyedTable, searchColumn } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const clinicRef = (t: Table) => t.addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'));

function perLanguage(db: Db, name: string, columns: (t: Table) => Table) {
  const table = clinicRef(db.schema.createTable(name) as Table).addColumn('lang', 'varchar(2)', (c) => c.notNull());
  return columns(table).addPrimaryKeyConstraint(`${name}_pk`, ['clinic_id', 'lang']);
}

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  const float = floatType(dialect);
  const search = searchColumn(dialect);
  await db.schema
    .createTable('clinics')
    .addColumn('id', id.type, id.build)
    .addColumn('orig_id', 'bigint', (c) => c.unique())
    .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('country', 'varchar(32)', (c) => c.notNull())
    .addColumn('region', 'integer')
    .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('set null'))
    .addColumn('super_agent_id', 'integer', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('by_medimost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agreement', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('direct_lead', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', float)
    .addColumn('longitude', float)
    .addColumn('rating', float)
    .addColumn('time_zone', 'varchar(64)')
    .addColumn('l_logo_hash', 'varchar(36)')
    .addColumn('l_logo_file_type', 'varchar(8)')
    .addColumn('m_logo_hash', 'varchar(36)')
    .addColumn('m_logo_file_type', 'varchar(8)')
    .addColumn('oms_description', 'text')
    .addColumn('children_description', 'text')
    .addColumn('response_rate', 'integer')
    .addColumn('price_segment', 'varchar(8)')
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinics_state_idx').on('clinics').columns(['state', 'id']).execute();
  await db.schema.createIndex('clinics_agent_idx').on('clinics').column('super_agent_id').execute();
  await db.schema.createIndex('clinics_city_idx').on('clinics').column('city_id').execute();
  await db.schema.createIndex('clinics_updated_by_idx').on('clinics').column('updated_by').execute();

  await perLanguage(db, 'clinic_l10n', (t) =>
    t
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(256)', (c) => c.notNull())
      .addColumn('short_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('search_name', 'varchar(512)', search)
      .addColumn('city', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('website', 'varchar(128)', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('clinic_l10n_visible_idx').on('clinic_l10n').columns(['lang', 'visible', 'clinic_id']).execute();
  // Word-prefix name search: every word start of "short name + name" (both languages) with the
  // rest of the text, so that one index range finds a name by any of its words.
  const clinicSearch = db.schema
    .createTable('clinic_search')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('tail', 'varchar(64)', search)
    .addPrimaryKeyConstraint('clinic_search_pk', ['clinic_id', 'tail']);
  await keyedTable(dialect, clinicSearch).execute();
  await db.schema.createIndex('clinic_search_tail_idx').on('clinic_search').columns(['tail', 'clinic_id']).execute();

  await perLanguage(db, 'clinic_profile_l10n', (t) =>
    t
      .addColumn('accreditation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('airport_address', 'varchar(256)', (c) => c.notNull().defaultTo(''))
      .addColumn('airport_way', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('placement', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('seo_description', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
      .addColumn('keywords', 'varchar(256)', (c) => c.notNull().defaultTo(''))
      .addColumn('clinic_offer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('clinic_adv', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('special_offer', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  const clinicCities = clinicRef(db.schema.createTable('clinic_cities') as Table)
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('clinic_cities_pk', ['clinic_id', 'city_id']);
  await keyedTable(dialect, clinicCities).execute();
  await db.schema.createIndex('clinic_cities_city_idx').on('clinic_cities').columns(['city_id', 'clinic_id']).execute();
  for (const [name, size] of [
    ['clinic_languages', 2],
    ['clinic_accreditations', 8],
  ] as const) {
    const codes = clinicRef(db.schema.createTable(name) as Table)
      .addColumn('code', `varchar(${size})`, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${name}_pk`, ['clinic_id', 'code']);
    await keyedTable(dialect, codes).execute();
  }
  await clinicRef(db.schema.createTable('clinic_video_links') as Table)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'varchar(256)', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_video_links_pk', ['clinic_id', 'position'])
    .execute();
  const completeEdit = clinicRef(db.schema.createTable('complete_edit') as Table)
    .addColumn('section', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('cd', 'bigint')
    .addColumn('rd', 'bigint')
    .addPrimaryKeyConstraint('complete_edit_pk', ['clinic_id', 'section', 'lang']);
  await keyedTable(dialect, completeEdit).execute();
  await clinicRef(db.schema.createTable('clinic_modules').addColumn('id', id.type, id.build) as Table)
    .addColumn('orig_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('module', 'varchar(16)', (c) => c.notNull())
    .addColumn('connection', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('valid_until', 'bigint')
    .addColumn('price', 'integer')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('clinic_modules_clinic_module_uq', ['clinic_id', 'module'])
    .execute();
  // No foreign key: two owner kinds (clinic, doctor), and rows live for minutes.
  await db.schema
    .createTable('preview_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_tokens_expires_idx').on('preview_tokens').column('expires').execute();
}

export async function down(db: Db) {
  const tables = ['preview_tokens', 'clinic_modules', 'complete_edit', 'clinic_video_links', 'clinic_accreditations', 'clinic_languages'];
  for (const t of [...tables, 'clinic_cities', 'clinic_profile_l10n', 'clinic_search', 'clinic_l10n', 'clinics']) {
    await db.schema.dropTable(t).execute();
  }
}
