// Rubrics (002 §5 "Rubric": id, name, slug), a plain resource: columns named as its fields.
import type { Kysely } from 'kysely';
import { type DialectName, idColumn } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('rubrics')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('slug', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rubrics').execute();
}
