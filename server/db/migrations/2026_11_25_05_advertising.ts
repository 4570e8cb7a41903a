// Advertising (002 §3 "Promo", "Banner", "Advertiser"; docs/data-model.md "Advertising"):
// holders with their clinics, promos with their categories and diseases, and one banner per block
// (type) of a promo with its pages, text types, categories, diseases and clinics. Holders and
// promos are soft-deleted (`active`); a banner is deleted with its promo.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const times = (t: Table) => t.addColumn('created', 'bigint', (c) => c.notNull()).addColumn('updated', 'bigint', (c) => c.notNull());

/** A link of `owner` to a list of values: PK(owner, value), index (value) for the id links. */
async function link(
  db: Db,
  dialect: DialectName,
  name: string,
  owner: [string, string],
  value: [string, 'integer' | 'varchar(16)', string?],
) {
  const [ownerColumn, ownerTable] = owner;
  const [column, type, parent] = value;
  const table = (db.schema.createTable(name) as Table)
    .addColumn(ownerColumn, 'integer', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
    .addColumn(column, type, (c) => (parent ? c.notNull().references(`${parent}.id`).onDelete('cascade') : c.notNull()))
    .addPrimaryKeyConstraint(`${name}_pk`, [ownerColumn, column]);
  await keyedTable(dialect, table).execute();
  if (parent) await db.schema.createIndex(`${name}_${column}_idx`).on(name).columns([column, ownerColumn]).execute();
}

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  const advertisers = db.schema
    .createTable('advertisers')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)) as Table;
  await times(advertisers).execute();
  await link(db, dialect, 'advertiser_clinics', ['advertiser_id', 'advertisers'], ['clinic_id', 'integer', 'clinics']);

  const promos = db.schema
    .createTable('promos')
    .addColumn('id', id.type, id.build)
    .addColumn('advertiser_id', 'integer', (c) => c.references('advertisers.id').onDelete('restrict'))
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id').onDelete('set null'))
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('start_date', 'bigint', (c) => c.notNull())
    .addColumn('end_date', 'bigint', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)) as Table;
  await times(promos).execute();
  await db.schema.createIndex('promos_advertiser_idx').on('promos').columns(['advertiser_id', 'active']).execute();
  await db.schema.createIndex('promos_active_idx').on('promos').columns(['active', 'start_date']).execute();
  await link(db, dialect, 'promo_categories', ['promo_id', 'promos'], ['category_id', 'integer', 'categories']);
  await link(db, dialect, 'promo_specialties', ['promo_id', 'promos'], ['specialty_id', 'integer', 'specialties']);

  const banners = db.schema
    .createTable('banners')
    .addColumn('id', id.type, id.build)
    .addColumn('promo_id', 'integer', (c) => c.notNull().references('promos.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_hash', 'varchar(36)', (c) => c.unique())
    .addColumn('image_file_type', 'varchar(8)')
    // The uploaded image's pixel size: the banner page warns when it is not its block's.
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('marker', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // One banner per block: also what refuses a second create that raced the first.
    .addUniqueConstraint('banners_promo_type_uq', ['promo_id', 'type']) as Table;
  await times(banners).execute();
  await link(db, dialect, 'banner_pages', ['banner_id', 'banners'], ['page', 'varchar(16)']);
  await link(db, dialect, 'banner_text_types', ['banner_id', 'banners'], ['text_type', 'varchar(16)']);
  await link(db, dialect, 'banner_categories', ['banner_id', 'banners'], ['category_id', 'integer', 'categories']);
  await link(db, dialect, 'banner_specialties', ['banner_id', 'banners'], ['specialty_id', 'integer', 'specialties']);
  await link(db, dialect, 'banner_clinics', ['banner_id', 'banners'], ['clinic_id', 'integer', 'clinics']);
}

export async function down(db: Db) {
  for (const name of [
    'banner_clinics',
    'banner_specialties',
    'banner_categories',
    'banner_text_types',
    'banner_pages',
    'banners',
    'promo_specialties',
    'promo_categories',
    'promos',
    'advertiser_clinics',
    'advertisers',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
