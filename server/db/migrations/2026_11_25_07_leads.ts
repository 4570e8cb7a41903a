// Patient leads (002 §2 "Leads", §3 "Lead", §4; docs/data-model.md "Leads"): the leads, with the
// state they had before a deletion (restore goes back there), and their files (the list's count).
import type { Kysely } from 'kysely';
import { type DialectName, idColumn } from '../dialect';

type Db = Kysely<unknown>;

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('leads')
    .addColumn('id', id.type, id.build)
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('restore_state', 'varchar(16)')
    .addColumn('country', 'varchar(8)')
    .addColumn('region', 'integer')
    .addColumn('clinic_id', 'integer', (c) => c.references('clinics.id').onDelete('set null'))
    .addColumn('doctor_id', 'integer', (c) => c.references('doctors.id').onDelete('set null'))
    .addColumn('clinic_sent_id', 'integer', (c) => c.references('clinics.id').onDelete('set null'))
    .addColumn('agent_sent_id', 'integer', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('gender', 'varchar(8)', (c) => c.notNull())
    .addColumn('age', 'integer')
    .addColumn('phone', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(128)', (c) => c.notNull())
    .addColumn('diagnosis', 'text', (c) => c.notNull())
    .addColumn('link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('oms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  // The tabs (newest first); each filter; the retention purge (by the last change).
  await db.schema.createIndex('leads_state_idx').on('leads').columns(['state', 'updated']).execute();
  for (const column of ['clinic_id', 'doctor_id', 'clinic_sent_id', 'agent_sent_id'])
    await db.schema.createIndex(`leads_${column}_idx`).on('leads').column(column).execute();
  await db.schema.createIndex('leads_updated_idx').on('leads').column('updated').execute();

  await db.schema
    .createTable('lead_files')
    .addColumn('id', id.type, id.build)
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(256)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_files_lead_idx').on('lead_files').column('lead_id').execute();
}

export async function down(db: Db) {
  await db.schema.dropTable('lead_files').execute();
  await db.schema.dropTable('leads').execute();
}
