// The media library (001 §2 "Media library", §3 "Media file") and the articles that use its images
// (002 §3 "Article", §5; docs/data-model.md; tags are articles of typ TAG): articles are created here so that "used by" (GET /api/admin/articles/list
// with mediaId) answers real rows; issue 14 builds its editor on this table (docs/decisions.md
// "Media library"). media_blocks counts the files per block of 1024 ids, so that any page of the
// newest-first list starts at a known id without walking the files before it (bench/media.bench.ts).
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const times = (t: Table) => t.addColumn('created', 'bigint', (c) => c.notNull()).addColumn('updated', 'bigint', (c) => c.notNull());
const flag = (t: Table, name: string) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));

/** An article's link to a list of ids (categories, specialties, rubrics, hubs): PK(article, x), index (x). */
async function articleLink(db: Db, dialect: DialectName, name: string, column: string, parent: string) {
  const table = (db.schema.createTable(name) as Table)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn(column, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${name}_pk`, ['article_id', column]);
  await keyedTable(dialect, table).execute();
  // The tabs' category and hub filters start from the linked id.
  await db.schema.createIndex(`${name}_${column}_idx`).on(name).columns([column, 'article_id']).execute();
}

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  const media = db.schema
    .createTable('media_files')
    .addColumn('id', id.type, id.build)
    .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('file_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('alt', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('xsize', 'integer', (c) => c.notNull())
    .addColumn('ysize', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull()) as Table;
  await times(media).execute();

  const blocks = db.schema
    .createTable('media_blocks')
    .addColumn('block', 'integer', (c) => c.primaryKey())
    .addColumn('files', 'integer', (c) => c.notNull());
  await keyedTable(dialect, blocks).execute();

  let articles = db.schema
    .createTable('articles')
    .addColumn('id', id.type, id.build)
    .addColumn('typ', 'varchar(16)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('slug', 'varchar(128)', (c) => c.notNull())
    .addColumn('teaser', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_long', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_dt', 'bigint', (c) => c.notNull())
    // No cascade: an image in use cannot be deleted (001 §8 form.delete.error), even by a delete
    // that raced the check.
    .addColumn('media_id', 'integer', (c) => c.references('media_files.id'))
    .addColumn('media_alt', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('media_description', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('html_title', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // Public URLs never clash within a language.
    .addUniqueConstraint('articles_lang_slug_uq', ['lang', 'slug']) as Table;
  for (const name of ['published', 'no_text', 'all_categories', 'all_hubs']) articles = flag(articles, name);
  await times(articles).execute();
  // "Used by" (mediaId) and the per-type tabs, each newest first.
  await db.schema.createIndex('articles_media_idx').on('articles').columns(['media_id', 'id']).execute();
  await db.schema.createIndex('articles_typ_idx').on('articles').columns(['typ', 'id']).execute();
  await articleLink(db, dialect, 'article_categories', 'category_id', 'categories');
  await articleLink(db, dialect, 'article_specialties', 'specialty_id', 'specialties');
  await articleLink(db, dialect, 'article_rubrics', 'rubric_id', 'rubrics');
  await articleLink(db, dialect, 'article_hubs', 'hub_id', 'hubs');
}

export async function down(db: Db) {
  for (const name of [
    'article_hubs',
    'article_rubrics',
    'article_specialties',
    'article_categories',
    'articles',
    'media_blocks',
    'media_files',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
