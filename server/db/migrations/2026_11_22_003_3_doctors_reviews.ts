// Doctors (catalogue and local layers), their links to clinics and specialties, and reviews
// (docs/data-model.md "Doctors", "Reviews").
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const ref = (t: Table, column: string, parent: string) =>
  t.addColumn(column, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'));
const flag = (t: Table, name: string, initial = 0) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(initial));
const times = (t: Table) => t.addColumn('created', 'bigint', (c) => c.notNull()).addColumn('updated', 'bigint', (c) => c.notNull());

/** doctor_l10n (the catalogue layer) and doctor_ll10n (the local layer) share one shape. */
function doctorTexts(db: Db, name: string) {
  return ref(db.schema.createTable(name) as Table, 'doctor_id', 'doctors')
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('medical_degree', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('specialty', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alt', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint(`${name}_pk`, ['doctor_id', 'lang'])
    .execute();
}

/** A pure link from reviews: PK(review_id, x), index (x). */
async function reviewLink(db: Db, dialect: DialectName, name: string, column: string, parent: string) {
  const table = ref(ref(db.schema.createTable(name) as Table, 'review_id', 'reviews'), column, parent).addPrimaryKeyConstraint(
    `${name}_pk`,
    ['review_id', column],
  );
  await keyedTable(dialect, table).execute();
  await db.schema.createIndex(`${name}_${column}_idx`).on(name).column(column).execute();
}

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  let doctors = db.schema
    .createTable('doctors')
    .addColumn('id', id.type, id.build)
    .addColumn('orig_id', 'bigint', (c) => c.unique())
    .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('slug', 'varchar(40)', (c) => c.notNull().unique()) as Table;
  for (const column of ['birth_year', 'l_birth_year', 'experience', 'l_experience']) doctors = doctors.addColumn(column, 'integer');
  for (const column of ['avatar', 'l_avatar']) {
    doctors = doctors.addColumn(`${column}_hash`, 'varchar(36)').addColumn(`${column}_file_type`, 'varchar(8)');
  }
  await times(flag(doctors, 'active', 1)).execute();
  await doctorTexts(db, 'doctor_l10n');
  await doctorTexts(db, 'doctor_ll10n');
  const languages = flag(ref(db.schema.createTable('doctor_languages') as Table, 'doctor_id', 'doctors'), 'local')
    .addColumn('code', 'varchar(2)', (c) => c.notNull())
    .addPrimaryKeyConstraint('doctor_languages_pk', ['doctor_id', 'local', 'code']);
  await keyedTable(dialect, languages).execute();
  const specialties = ref(ref(db.schema.createTable('doctor_specialties') as Table, 'doctor_id', 'doctors'), 'specialty_id', 'specialties');
  await keyedTable(dialect, specialties.addPrimaryKeyConstraint('doctor_specialties_pk', ['doctor_id', 'specialty_id'])).execute();
  await db.schema.createIndex('doctor_specialties_specialty_idx').on('doctor_specialties').column('specialty_id').execute();
  await flag(
    flag(ref(ref(db.schema.createTable('clinic_doctors') as Table, 'clinic_id', 'clinics'), 'doctor_id', 'doctors'), 'published'),
    'position',
  )
    .addPrimaryKeyConstraint('clinic_doctors_pk', ['clinic_id', 'doctor_id'])
    .execute();
  await db.schema.createIndex('clinic_doctors_doctor_idx').on('clinic_doctors').column('doctor_id').execute();
  await ref(db.schema.createTable('doctor_complete_edit') as Table, 'doctor_id', 'doctors')
    .addColumn('section', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('cd', 'bigint')
    .addColumn('rd', 'bigint')
    .addPrimaryKeyConstraint('doctor_complete_edit_pk', ['doctor_id', 'section', 'lang'])
    .execute();

  let reviews = ref(db.schema.createTable('reviews').addColumn('id', id.type, id.build) as Table, 'clinic_id', 'clinics')
    .addColumn('orig_id', 'bigint', (c) => c.unique())
    .addColumn('source', 'varchar(2)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('published_dt', 'bigint', (c) => c.notNull())
    .addColumn('cured_dt', 'bigint')
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('country', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_hash', 'varchar(36)')
    .addColumn('avatar_file_type', 'varchar(8)');
  for (const name of ['is_patient', 'all_categories', 'published', 'visible', 'deleted']) reviews = flag(reviews, name);
  await times(reviews).execute();
  await db.schema
    .createIndex('reviews_clinic_idx')
    .on('reviews')
    .columns(['clinic_id', 'is_patient', 'source', 'lang', 'published_dt'])
    .execute();
  await reviewLink(db, dialect, 'review_categories', 'category_id', 'categories');
  await reviewLink(db, dialect, 'review_specialties', 'specialty_id', 'specialties');
  await reviewLink(db, dialect, 'review_doctors', 'doctor_id', 'doctors');
}

export async function down(db: Db) {
  const tables = ['review_doctors', 'review_specialties', 'review_categories', 'reviews', 'doctor_complete_edit', 'clinic_doctors'];
  for (const t of [...tables, 'doctor_specialties', 'doctor_languages', 'doctor_ll10n', 'doctor_l10n', 'doctors']) {
    await db.schema.dropTable(t).execute();
  }
}
