// An author's edit written (PUT /api/admin/author, and a restore from the history), after its
// rules passed (judgeAuthor): the version check (If-Match), its columns, its social links and the
// history row, inside the caller's transaction. A new photo, when one came, replaces the old one,
// whose files the caller removes after the commit.
import type { Db } from '../../db/kysely';
import { ApiError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import * as repo from '../../repositories/authors';
import type { StoredUpload } from '../files/uploadImage';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { type AuthorInput, authorFields, socialLinks } from './saveAuthor';

export type AuthorPhoto = { hash: string; fileType: string } | null;

const photoOf = (row: repo.AuthorRow): AuthorPhoto =>
  row.photo_hash && row.photo_file_type ? { hash: row.photo_hash, fileType: row.photo_file_type } : null;

/** Writes the active author `authorId` (404 otherwise; its kind stays as created). Answers the
 * photo the new one replaced, null when none came. */
export async function updateAuthorIn(
  trx: Db,
  authorId: number,
  input: AuthorInput,
  actor: AuditActor,
  loaded?: number,
  image?: StoredUpload,
): Promise<AuthorPhoto> {
  const version = await claimVersion(trx, 'authors', authorId, loaded);
  const before = await repo.authorById(trx, authorId);
  if (version === undefined || !before || Number(before.active) !== 1) throw new ApiError(404, 'server.error.notFound');
  const isDoctor = Number(before.is_doctor) === 1;
  const fields = { ...authorFields(input, isDoctor), ...(image && { photo_hash: image.hash, photo_file_type: image.fileType }) };
  await trackChange(trx, actor, TRACKED.authors, authorId, async () => {
    await repo.updateAuthor(trx, authorId, fields, version);
    await repo.replaceSocialLinks(trx, authorId, socialLinks(input));
  });
  return image ? photoOf(before) : null;
}
