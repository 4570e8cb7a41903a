// Serving /images/logo/<hash>.<type> looks the hash up in clinics.l_logo_hash, then
// m_logo_hash (docs/data-model.md "Files"): without these, every logo request scans the clinics.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('clinics_l_logo_idx').on('clinics').column('l_logo_hash').execute();
  await db.schema.createIndex('clinics_m_logo_idx').on('clinics').column('m_logo_hash').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('clinics_m_logo_idx').execute();
  await db.schema.dropIndex('clinics_l_logo_idx').execute();
}
