// Restoring a record from its history (issue 27 point 5): `full_values` keeps, for the entities
// whose history is restorable, the whole texts that `changes` shortened to a window
// ({ field: [before, after] } with only the shortened sides, '{}' when nothing was shortened), so
// that `changes` and `full_values` together give every changed field's exact values. Null on
// older rows and other entities: their shortened texts cannot be restored. `restored_from` names
// the history row a restore brought the record back to.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('audit_log').addColumn('full_values', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('restored_from', 'bigint').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('audit_log').dropColumn('restored_from').execute();
  await db.schema.alterTable('audit_log').dropColumn('full_values').execute();
}
