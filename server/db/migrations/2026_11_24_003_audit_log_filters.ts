// Indexes for the history screen's entity-only and action filters (GET /api/admin/history): each
// ends with `at`, so a filtered page is read newest first without sorting every match, and each
// leading column also serves the facets' distinct values (repositories/history.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('audit_log_entity_at_idx').on('audit_log').columns(['entity', 'at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('audit_log_action_idx').execute();
  await db.schema.dropIndex('audit_log_entity_at_idx').execute();
}
