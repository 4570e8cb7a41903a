// Saved views and chosen columns of the declared lists (issue 27 point 4): a view is its owner's,
// named uniquely per owner and list (by its name's search key: case and ё/е do not make another
// name), its state JSON; a shared view names the roles it is shown to. The columns a person keeps
// shown in a list are one row per person and list. All of a person's go with the person.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Db = Kysely<unknown>;

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('saved_views')
    .addColumn('id', id.type, id.build)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('saved_views_name_uq', ['owner_id', 'resource', 'name_key'])
    .execute();
  await db.schema.createIndex('saved_views_resource_idx').on('saved_views').columns(['resource', 'id']).execute();
  const roles = (db.schema.createTable('saved_view_roles') as CreateTableBuilder<string, string>)
    .addColumn('view_id', 'integer', (c) => c.notNull().references('saved_views.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_view_roles_pk', ['view_id', 'role']);
  await keyedTable(dialect, roles).execute();
  const columns = (db.schema.createTable('list_columns') as CreateTableBuilder<string, string>)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_columns_pk', ['user_id', 'resource']);
  await keyedTable(dialect, columns).execute();
}

export async function down(db: Db) {
  await db.schema.dropTable('list_columns').execute();
  await db.schema.dropTable('saved_view_roles').execute();
  await db.schema.dropTable('saved_views').execute();
}
