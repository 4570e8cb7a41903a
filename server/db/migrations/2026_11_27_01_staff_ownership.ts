// What staff own in the synchronised tables (issue 22 point 1, docs/catalogue-format.md
// "Who owns what"). `staff_selected` marks a clinic's specialty or service whose `selected` is a
// staff choice: the synchronisation neither deselects nor selects it again. `staff_edits` lists
// the catalogue-owned fields a staff call wrote since the last synchronisation of their row: the
// next step that brings a different value replaces it and says so (count and history).
import type { Kysely } from 'kysely';
import { type DialectName, keyedTable } from '../dialect';

type Db = Kysely<unknown>;

const CHOICES = ['clinic_specialties', 'clinic_services'];

export async function up(db: Db, dialect: DialectName) {
  for (const table of CHOICES) {
    await db.schema
      .alterTable(table)
      .addColumn('staff_selected', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const edits = db.schema
    .createTable('staff_edits')
    .addColumn('table_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('edited', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_edits_pk', ['table_name', 'row_id', 'field']);
  await keyedTable(dialect, edits).execute();
}

export async function down(db: Db) {
  await db.schema.dropTable('staff_edits').execute();
  for (const table of CHOICES) await db.schema.alterTable(table).dropColumn('staff_selected').execute();
}
