// An author as the history sees it (services/history/snapshots.ts): the editable fields by their
// wire names, the photo's file and each social link; a soft-deleted author reads as gone, so that
// its removal is recorded as a delete.
import type { Db } from '../../db/kysely';
import { authorById, socialLinksOf } from '../../repositories/authors';
import type { Snapshot } from '../history/audit';
import { authorProfile } from './authorProfile';

export async function authorSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await authorById(db, id);
  if (!row || Number(row.active) !== 1) return undefined;
  const links = (await socialLinksOf(db, [id])).get(id) ?? {};
  return {
    ...authorProfile(row),
    photo: row.photo_hash ? `${row.photo_hash}.${row.photo_file_type}` : null,
    ...Object.fromEntries(Object.entries(links).map(([network, url]) => [`socialNetworks.${network}`, url])),
  };
}
