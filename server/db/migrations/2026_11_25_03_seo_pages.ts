// SEO pages (002 §3 "SEO page", §5; docs/data-model.md "SEO pages"): one page per category, per
// category and specialty, and per either of them in a city; its texts per language, because the
// editor saves one locale at a time. page_key `<cid>/<sid|0>/<ct|0>` is the unique key: it does not
// depend on how an engine treats NULLs in a unique constraint.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Table = CreateTableBuilder<string, string>;

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('seo_pages')
    .addColumn('id', id.type, id.build)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('specialty_id', 'integer', (c) => c.references('specialties.id').onDelete('restrict'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('restrict'))
    .addColumn('page_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('slug1', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('slug2', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('slug3', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    // No cascade: an image in use cannot be deleted from the media library (001 §8).
    .addColumn('media_id', 'integer', (c) => c.references('media_files.id'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  // The tree of one city reads its pages by (city, category); the others serve foreign keys.
  await db.schema.createIndex('seo_pages_city_idx').on('seo_pages').columns(['city_id', 'category_id']).execute();
  await db.schema.createIndex('seo_pages_category_idx').on('seo_pages').columns(['category_id', 'specialty_id']).execute();
  await db.schema.createIndex('seo_pages_specialty_idx').on('seo_pages').column('specialty_id').execute();
  await db.schema.createIndex('seo_pages_media_idx').on('seo_pages').column('media_id').execute();

  const texts = db.schema
    .createTable('seo_page_l10n')
    .addColumn('seo_page_id', 'integer', (c) => c.notNull().references('seo_pages.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('html_title', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('seo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_long', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('media_alt', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('proc_price', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('main', 'integer', (c) => c.notNull().defaultTo(0))
    // Authors are soft-deleted, never removed: RESTRICT keeps a bug from losing the pointer.
    .addColumn('author_id', 'integer', (c) => c.references('authors.id').onDelete('restrict'))
    .addColumn('author_editor_id', 'integer', (c) => c.references('authors.id').onDelete('restrict'))
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('seo_page_l10n_pk', ['seo_page_id', 'lang']) as Table;
  await keyedTable(dialect, texts).execute();
  await db.schema.createIndex('seo_page_l10n_author_idx').on('seo_page_l10n').column('author_id').execute();
  await db.schema.createIndex('seo_page_l10n_editor_idx').on('seo_page_l10n').column('author_editor_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('seo_page_l10n').execute();
  await db.schema.dropTable('seo_pages').execute();
}
