// The clinic profile content the synchronisation fills: pictures, free files, the clinic's
// categories, specialties, services and OMS procedures (docs/data-model.md "Clinic profile content").
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { type DialectName, idColumn } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const flag = (t: Table, name: string, initial = 0) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(initial));
const times = (t: Table) => t.addColumn('created', 'bigint', (c) => c.notNull()).addColumn('updated', 'bigint', (c) => c.notNull());
const owner = (column: string, parent: string, onDelete: 'cascade' | 'restrict') => (t: Table) =>
  t.addColumn(column, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete(onDelete));

/** A child row of `parent_id` per language with the given text columns. */
function l10n(db: Db, name: string, parent: [string, string], texts: [string, 'text' | 'varchar(256)'][]) {
  let table = owner(
    parent[0],
    parent[1],
    'cascade',
  )(db.schema.createTable(name) as Table).addColumn('lang', 'varchar(2)', (c) => c.notNull());
  for (const [column, type] of texts) table = table.addColumn(column, type, (c) => c.notNull().defaultTo(''));
  return table.addPrimaryKeyConstraint(`${name}_pk`, [parent[0], 'lang']).execute();
}

/** clinic_specialties / clinic_services / clinic_categories: a clinic's row for a catalogue
 * entity, upserted by (clinic, entity); `selected = 0` when it leaves the catalogue so that
 * local prices and texts survive. */
async function clinicLink(db: Db, dialect: DialectName, name: string, entity: [string, string], columns: (t: Table) => Table) {
  const id = idColumn(dialect);
  const base = db.schema.createTable(name).addColumn('id', id.type, id.build) as Table;
  const table = owner(entity[0], entity[1], 'restrict')(owner('clinic_id', 'clinics', 'cascade')(base));
  await times(columns(flag(table, 'selected', 1)))
    .addUniqueConstraint(`${name}_uq`, ['clinic_id', entity[0]])
    .execute();
  await db.schema.createIndex(`${name}_filter_idx`).on(name).columns([entity[0], 'selected', 'clinic_id']).execute();
}

const prices = (t: Table) =>
  flag(flag(t.addColumn('price', 'integer').addColumn('l_price', 'integer').addColumn('l_price_end', 'integer'), 'domestic'), 'exterior');

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  let pictures = db.schema.createTable('pictures').addColumn('id', id.type, id.build) as Table;
  for (const [column, parent] of [
    ['clinic_id', 'clinics'],
    ['doctor_id', 'doctors'],
    ['agent_id', 'agents'],
  ]) {
    pictures = pictures.addColumn(column, 'integer', (c) => c.references(`${parent}.id`).onDelete('cascade'));
  }
  pictures = pictures
    .addColumn('orig_id', 'bigint', (c) => c.unique())
    .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('file_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0));
  for (const name of ['main_img', 'visible', 'deleted', 'position']) pictures = flag(pictures, name);
  await times(pictures)
    .addCheckConstraint(
      'pictures_one_owner',
      sql`(case when clinic_id is null then 0 else 1 end) + (case when doctor_id is null then 0 else 1 end) + (case when agent_id is null then 0 else 1 end) = 1`,
    )
    .execute();
  await db.schema.createIndex('pictures_clinic_idx').on('pictures').columns(['clinic_id', 'position']).execute();
  await db.schema.createIndex('pictures_doctor_idx').on('pictures').column('doctor_id').execute();
  await db.schema.createIndex('pictures_agent_idx').on('pictures').column('agent_id').execute();
  await db.schema.createIndex('pictures_main_uq').on('pictures').column('clinic_id').unique().where(sql<boolean>`main_img = 1`).execute();
  await l10n(db, 'picture_l10n', ['picture_id', 'pictures'], [['alt', 'varchar(256)']]);

  await times(
    flag(
      flag(
        owner('clinic_id', 'clinics', 'cascade')(db.schema.createTable('clinic_files').addColumn('id', id.type, id.build) as Table),
        'visible',
      ),
      'deleted',
    )
      .addColumn('orig_id', 'bigint', (c) => c.unique())
      .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(256)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('file_type', 'varchar(8)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('clinic_files_clinic_idx').on('clinic_files').columns(['clinic_id', 'created']).execute();

  await clinicLink(db, dialect, 'clinic_categories', ['category_id', 'categories'], (t) => flag(flag(t, 'oms'), 'children'));
  await l10n(db, 'clinic_category_l10n', ['clinic_category_id', 'clinic_categories'], [['description', 'text']]);
  await owner(
    'clinic_category_id',
    'clinic_categories',
    'cascade',
  )(db.schema.createTable('clinic_category_video_links') as Table)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'varchar(256)', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_category_video_links_pk', ['clinic_category_id', 'position'])
    .execute();
  await clinicLink(db, dialect, 'clinic_specialties', ['specialty_id', 'specialties'], prices);
  await l10n(db, 'clinic_specialty_l10n', ['clinic_specialty_id', 'clinic_specialties'], [['description', 'text']]);
  await clinicLink(db, dialect, 'clinic_services', ['service_id', 'services'], prices);
  await l10n(
    db,
    'clinic_service_l10n',
    ['clinic_service_id', 'clinic_services'],
    [
      ['description', 'text'],
      ['price_text', 'varchar(256)'],
    ],
  );

  await flag(
    owner('clinic_id', 'clinics', 'cascade')(db.schema.createTable('clinic_oms').addColumn('id', id.type, id.build) as Table),
    'active',
    1,
  )
    .addColumn('orig_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinic_oms_clinic_idx').on('clinic_oms').columns(['clinic_id', 'code']).execute();
}

export async function down(db: Db) {
  const tables = ['clinic_oms', 'clinic_service_l10n', 'clinic_services', 'clinic_specialty_l10n', 'clinic_specialties'];
  for (const t of [...tables, 'clinic_category_video_links', 'clinic_category_l10n', 'clinic_categories', 'clinic_files']) {
    await db.schema.dropTable(t).execute();
  }
  for (const t of ['picture_l10n', 'pictures']) await db.schema.dropTable(t).execute();
}
