// Which row owns a served image hash, per kind (docs/data-model.md "Files": no files table, the
// owner row holds the hash and the type). SQL only.
import type { Db } from '../db/kysely';
import type { ImageKind } from '../services/files/thumbnails';

/** The stored type, and whether the bytes come from the catalogue (fetched on first request). */
export type ImageOwner = { fileType: string; catalogue: boolean };

export async function findImageOwner(db: Db, kind: ImageKind, hash: string): Promise<ImageOwner | undefined> {
  if (kind === 'mediafile') {
    const row = await db.selectFrom('media_files').select('file_type').where('hash', '=', hash).executeTakeFirst();
    return row && { fileType: row.file_type, catalogue: false };
  }
  if (kind === 'picture') {
    const row = await db
      .selectFrom('pictures')
      .select(['file_type', 'orig_id'])
      .where('hash', '=', hash)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    return row && { fileType: row.file_type, catalogue: row.orig_id !== null };
  }
  const own = await db.selectFrom('clinics').select('l_logo_file_type').where('l_logo_hash', '=', hash).executeTakeFirst();
  if (own?.l_logo_file_type) return { fileType: own.l_logo_file_type, catalogue: false };
  const catalogue = await db.selectFrom('clinics').select('m_logo_file_type').where('m_logo_hash', '=', hash).executeTakeFirst();
  return catalogue?.m_logo_file_type ? { fileType: catalogue.m_logo_file_type, catalogue: true } : undefined;
}

const CHUNK = 500;

/** Of `hashes`, the files an owner row points at, as `<hash>.<file_type>` (what a storage key
 * ends with); a deleted picture owns nothing. Asked in chunks, within every bound-parameter limit. */
export async function ownedFiles(db: Db, kind: ImageKind, hashes: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const chunk = hashes.slice(i, i + CHUNK);
    if (kind === 'mediafile') {
      const rows = await db.selectFrom('media_files').select(['hash', 'file_type']).where('hash', 'in', chunk).execute();
      for (const row of rows) owned.add(`${row.hash}.${row.file_type}`);
      continue;
    }
    const rows =
      kind === 'picture'
        ? await db.selectFrom('pictures').select(['hash', 'file_type']).where('hash', 'in', chunk).where('deleted', '=', 0).execute()
        : [
            ...(await db
              .selectFrom('clinics')
              .select(['l_logo_hash as hash', 'l_logo_file_type as file_type'])
              .where('l_logo_hash', 'in', chunk)
              .execute()),
            ...(await db
              .selectFrom('clinics')
              .select(['m_logo_hash as hash', 'm_logo_file_type as file_type'])
              .where('m_logo_hash', 'in', chunk)
              .execute()),
          ];
    for (const row of rows) owned.add(`${row.hash}.${row.file_type}`);
  }
  return owned;
}
