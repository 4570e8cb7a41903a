// The history of every change and security event (docs/data-model.md "History"). No foreign key
// to users: a row outlives the account it names, and keeps the e-mail the actor had then.
import type { Kysely } from 'kysely';
import { type DialectName, idColumn } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', id.type, id.build)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_email', 'varchar(128)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('changes', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id', 'at']).execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('audit_log').execute();
}
