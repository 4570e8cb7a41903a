// A clinic's own logo (lLogo: l_logo_*) beside the catalogue's (mLogo: m_logo_*, written by the
// synchronisation only). SQL only.
import type { Transaction } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/tables';

type Trx = Transaction<Database>;

const LOGO_COLUMNS = ['l_logo_hash', 'l_logo_file_type', 'm_logo_hash', 'm_logo_file_type'] as const;

export type OwnLogo = { hash: string; fileType: string } | null;

export function clinicLogos(db: Db | Trx, clinicId: number) {
  return db.selectFrom('clinics').select(LOGO_COLUMNS).where('id', '=', clinicId).executeTakeFirstOrThrow();
}

export async function ownLogo(db: Db | Trx, clinicId: number): Promise<OwnLogo> {
  const row = await clinicLogos(db, clinicId);
  return row.l_logo_hash && row.l_logo_file_type ? { hash: row.l_logo_hash, fileType: row.l_logo_file_type } : null;
}

/** Replaces the own logo `expected` by `logo` (null clears it). The update names the logo it
 * replaces, so of two concurrent changes on PostgreSQL the second finds no row and answers false
 * (SQLite's write transactions are serialised anyway) instead of orphaning the first's files. */
export async function replaceOwnLogo(trx: Trx, clinicId: number, expected: OwnLogo, logo: OwnLogo, userId: number | null) {
  const result = await trx
    .updateTable('clinics')
    .set({ l_logo_hash: logo?.hash ?? null, l_logo_file_type: logo?.fileType ?? null, updated: Date.now(), updated_by: userId })
    .where('id', '=', clinicId)
    .where((eb) => (expected ? eb('l_logo_hash', '=', expected.hash) : eb('l_logo_hash', 'is', null)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
