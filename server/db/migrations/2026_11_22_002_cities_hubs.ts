// Hubs and cities with their per-language rows (docs/data-model.md "Cities and hubs").
import type { Kysely } from 'kysely';
import { type DialectName, idColumn } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('hubs')
    .addColumn('id', id.type, id.build)
    .addColumn('slug', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hub_l10n')
    .addColumn('hub_id', 'integer', (c) => c.notNull().references('hubs.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('seo', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('hub_l10n_pk', ['hub_id', 'lang'])
    .execute();
  await db.schema
    .createTable('cities')
    .addColumn('id', id.type, id.build)
    .addColumn('orig_id', 'bigint', (c) => c.unique())
    .addColumn('slug', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('region', 'integer', (c) => c.notNull())
    .addColumn('hub_id', 'integer', (c) => c.notNull().references('hubs.id').onDelete('restrict'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cities_hub_idx').on('cities').column('hub_id').execute();
  await db.schema
    .createTable('city_l10n')
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('place', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('seo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('city_l10n_pk', ['city_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['city_l10n', 'cities', 'hub_l10n', 'hubs']) await db.schema.dropTable(table).execute();
}
