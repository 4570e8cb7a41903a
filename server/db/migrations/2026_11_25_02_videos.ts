// The video library (002 §2 "Video library", §3 "Video", §7; docs/data-model.md "Video library"):
// videos, soft-deleted, linked to directions (categories; the wire's `specialties`), diseases
// (specialties), clinics with per-clinic directions, doctors and texts (articles).
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

/** [table, column, referenced table]. */
const LINKS = [
  ['video_categories', 'category_id', 'categories'],
  ['video_specialties', 'specialty_id', 'specialties'],
  ['video_clinics', 'clinic_id', 'clinics'],
  ['video_doctors', 'doctor_id', 'doctors'],
  ['video_articles', 'article_id', 'articles'],
] as const;

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('videos')
    .addColumn('id', id.type, id.build)
    .addColumn('title', 'varchar(256)', (c) => c.notNull())
    .addColumn('url', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('videos_active_idx').on('videos').columns(['active', 'id']).execute();
  for (const [name, column, parent] of LINKS) {
    const table = (db.schema.createTable(name) as Table)
      .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${name}_pk`, ['video_id', column]);
    await keyedTable(dialect, table).execute();
    await db.schema.createIndex(`${name}_${column}_idx`).on(name).columns([column, 'video_id']).execute();
  }
  const perClinic = db.schema
    .createTable('video_clinic_categories')
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('video_clinic_categories_pk', ['video_id', 'clinic_id', 'category_id'])
    // A clinic's directions go with the clinic's link.
    .addForeignKeyConstraint(
      'video_clinic_categories_clinic_fk',
      ['video_id', 'clinic_id'],
      'video_clinics',
      ['video_id', 'clinic_id'],
      (c) => c.onDelete('cascade'),
    );
  await keyedTable(dialect, perClinic).execute();
  await db.schema.createIndex('video_clinic_categories_category_idx').on('video_clinic_categories').column('category_id').execute();
}

export async function down(db: Db) {
  for (const name of ['video_clinic_categories', ...LINKS.map(([table]) => table).reverse(), 'videos'])
    await db.schema.dropTable(name).execute();
}
