// Which row owns a served image hash, per kind (docs/data-model.md "Files": no files table, the
// owner row holds the hash and the type). SQL only.
import type { Db } from '../db/kysely';
import type { ImageKind } from '../services/files/thumbnails';

/** The stored type, and whether the bytes come from the catalogue (fetched on first request). */
export type ImageOwner = { fileType: string; catalogue: boolean };

/** Where a kind's hashes live: a table's hash and type columns, staff's own (local) or the
 * catalogue's, looked up in this order. */
type OwnerColumns = {
  table: 'pictures' | 'clinics' | 'doctors' | 'media_files' | 'authors';
  hash: string;
  type: string;
  catalogue: boolean;
};

/** Pictures and review avatars are told apart by their row's origId instead (see below). */
const OWNERS: Record<Exclude<ImageKind, 'picture' | 'review'>, OwnerColumns[]> = {
  logo: [
    { table: 'clinics', hash: 'l_logo_hash', type: 'l_logo_file_type', catalogue: false },
    { table: 'clinics', hash: 'm_logo_hash', type: 'm_logo_file_type', catalogue: true },
  ],
  doctor: [
    { table: 'doctors', hash: 'l_avatar_hash', type: 'l_avatar_file_type', catalogue: false },
    { table: 'doctors', hash: 'avatar_hash', type: 'avatar_file_type', catalogue: true },
  ],
  mediafile: [{ table: 'media_files', hash: 'hash', type: 'file_type', catalogue: false }],
  // A soft-deleted author keeps its photo: articles that name it still show it.
  author: [{ table: 'authors', hash: 'photo_hash', type: 'photo_file_type', catalogue: false }],
};

type Row = { hash: string | null; file_type: string | null };

function ownerRows(db: Db, owner: OwnerColumns, hashes: string[]): Promise<Row[]> {
  // The columns come from the table above, never from a request.
  return db
    .selectFrom(owner.table as 'clinics')
    .select([`${owner.hash} as hash`, `${owner.type} as file_type`] as ['l_logo_hash as hash', 'l_logo_file_type as file_type'])
    .where(owner.hash as 'l_logo_hash', 'in', hashes)
    .execute();
}

export async function findImageOwner(db: Db, kind: ImageKind, hash: string): Promise<ImageOwner | undefined> {
  if (kind === 'picture') {
    const row = await db
      .selectFrom('pictures')
      .select(['file_type', 'orig_id'])
      .where('hash', '=', hash)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    return row && { fileType: row.file_type, catalogue: row.orig_id !== null };
  }
  if (kind === 'review') {
    const row = await db.selectFrom('reviews').select(['avatar_file_type', 'orig_id']).where('avatar_hash', '=', hash).executeTakeFirst();
    return row?.avatar_file_type ? { fileType: row.avatar_file_type, catalogue: row.orig_id !== null } : undefined;
  }
  for (const owner of OWNERS[kind]) {
    const [row] = await ownerRows(db, owner, [hash]);
    if (row?.file_type) return { fileType: row.file_type, catalogue: owner.catalogue };
  }
  return undefined;
}

const CHUNK = 500;

/** Of `hashes`, the files an owner row points at, as `<hash>.<file_type>` (what a storage key
 * ends with); a deleted picture owns nothing. Asked in chunks, within every bound-parameter limit. */
export async function ownedFiles(db: Db, kind: ImageKind, hashes: string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const chunk = hashes.slice(i, i + CHUNK);
    const rows: Row[] =
      kind === 'picture'
        ? await db.selectFrom('pictures').select(['hash', 'file_type']).where('hash', 'in', chunk).where('deleted', '=', 0).execute()
        : kind === 'review'
          ? await db
              .selectFrom('reviews')
              .select(['avatar_hash as hash', 'avatar_file_type as file_type'])
              .where('avatar_hash', 'in', chunk)
              .execute()
          : (await Promise.all(OWNERS[kind].map((owner) => ownerRows(db, owner, chunk)))).flat();
    for (const row of rows) owned.add(`${row.hash}.${row.file_type}`);
  }
  return owned;
}
