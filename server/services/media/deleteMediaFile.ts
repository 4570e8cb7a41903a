// The deletion of one media library file: refused while an article uses it (409, the single call's
// rule), one transaction with the version check (a stale `loaded` is refused 409, none keeps
// last-write-wins) and the history row; the bytes go only after the commit, and a failure there only
// leaves files for `files sweep`. The single call (routes/mediaLibrary.ts) and the bulk delete
// (services/bulk/bulkActions.ts) both run it.
import type { FastifyBaseLogger } from 'fastify';
import { isForeignKeyViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { ApiError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import * as repo from '../../repositories/mediaFiles';
import { removeImage } from '../files/images';
import type { Storage } from '../files/storage';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';

const inUse = () => new ApiError(409, 'server.media.inUse');

/** Deletes the file; answers its row as it was. */
export async function deleteMediaFile(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  actor: AuditActor,
  fileId: number,
  loaded?: number,
) {
  const row = await db
    .transaction()
    .execute(async (trx) => {
      await claimVersion(trx, 'media_files', fileId, loaded);
      const found = await repo.findMediaFile(trx, fileId);
      if (!found) throw new ApiError(404, 'server.error.notFound');
      if (await repo.mediaInUse(trx, fileId)) throw inUse();
      await trackChange(trx, actor, TRACKED.mediafiles, fileId, () => repo.deleteMediaFile(trx, fileId));
      return found;
    })
    // An article saved meanwhile with this image: the foreign key refuses the delete.
    .catch((error) => {
      throw isForeignKeyViolation(error) ? inUse() : error;
    });
  await removeImage(storage, 'mediafile', row.hash, row.file_type).catch((error) =>
    log.error({ err: error, hash: row.hash }, 'media files not removed'),
  );
  return row;
}
