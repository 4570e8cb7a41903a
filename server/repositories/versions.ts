// The versions that edit forms load and send back (server/http/version.ts): a row's `updated`, or
// for a clinic profile section the latest content date of that section. SQL only; call inside
// the save's transaction, so that the check and the write see the same state.
import { sql } from 'kysely';
import type { Db } from '../db/kysely';

export type VersionedTable =
  | 'cities'
  | 'hubs'
  | 'clinics'
  | 'reviews'
  | 'media_files'
  | 'authors'
  | 'videos'
  | 'advertisers'
  | 'promos'
  | 'banners'
  | 'users'
  | 'articles'
  | 'leads';

/**
 * Locks the row until the transaction ends and answers its `updated` (undefined: no such row).
 * A no-op update takes PostgreSQL's row lock, so a second save of the same row waits and then
 * reads the first one's version; SQLite's write transactions already run one at a time.
 */
export async function lockVersion(trx: Db, table: VersionedTable, id: number): Promise<number | undefined> {
  const row = await trx.updateTable(table).set({ updated: sql`updated` }).where('id', '=', id).returning('updated').executeTakeFirst();
  return row === undefined ? undefined : Number(row.updated);
}

/** A profile section's version: its latest content date in any language, 0 before staff's first
 * save (both languages count: the section's language-free fields are shared). */
export async function sectionVersion(trx: Db, clinicId: number, section: number): Promise<number> {
  const row = await trx
    .selectFrom('complete_edit')
    .select((eb) => eb.fn.max('cd').as('cd'))
    .where('clinic_id', '=', clinicId)
    .where('section', '=', section)
    .executeTakeFirst();
  return Number(row?.cd ?? 0);
}
