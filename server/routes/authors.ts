// Authors (002 §2 "Authors", §3 "Author", §5 "Author", §7 "Authors"): the list of active authors
// (doctors and editors, told apart by isDoctor), which the authors screen and the article, tag and
// SEO page editors read; one author; create with a photo, edit (photo optional, If-Match), soft
// delete. Every write is recorded in the history; a replaced photo's files are removed after the
// commit. Access: the content staff (docs/decisions.md "The REDACTOR role"). Declared in
// resources/authors/calls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorCalls } from '../../resources/authors/calls';
import type { Db } from '../db/kysely';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { claimVersion, loadedVersion } from '../http/version';
import * as repo from '../repositories/authors';
import { authorAnswer, authorsAnswer } from '../services/authors/authorAnswers';
import { type AuthorInput, authorFields, judgeAuthor, receiveAuthor, socialLinks } from '../services/authors/saveAuthor';
import { type AuthorPhoto, updateAuthorIn } from '../services/authors/updateAuthor';
import { removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import type { Upload } from '../services/files/upload';
import { type StoredUpload, storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';

export default async function authorRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);

  async function answer(authorId: number) {
    const row = await repo.authorById(app.db, authorId);
    if (!row) throw new ApiError(404, 'server.error.notFound');
    return authorAnswer(row, (await repo.socialLinksOf(app.db, [authorId])).get(authorId));
  }

  /** Runs the write in a transaction, storing the photo first when one came. */
  function withPhoto<T>(photo: Upload | undefined, write: (trx: Db, image?: StoredUpload) => Promise<T>): Promise<T> {
    if (!photo) return app.db.transaction().execute((trx) => write(trx));
    return storeUpload(app.db, storage, photo, 'author', (trx, image) => write(trx, image)).finally(() => photo.discard());
  }

  function forget(request: FastifyRequest, photo: AuthorPhoto) {
    if (!photo) return Promise.resolve();
    return removeImage(storage, 'author', photo.hash, photo.fileType).catch((error) =>
      request.log.error({ err: error, hash: photo.hash }, 'author photo files not removed'),
    );
  }

  /** The body, judged; a photo that came with a refused author is removed at once. */
  async function received(request: FastifyRequest, judge: (input: AuthorInput, hasPhoto: boolean) => Promise<void> | void) {
    const { input, photo } = await receiveAuthor(request, () => storage.tempFile());
    try {
      await judge(input, photo !== undefined);
    } catch (error) {
      await photo?.discard();
      throw error;
    }
    return { input, photo };
  }

  registerCalls(app, authorCalls, {
    listAuthors: () => authorsAnswer(app.db),

    getAuthor: (request) => answer(Number(request.params.id)),

    createAuthor: async (request) => {
      const { input, photo } = await received(request, (input, hasPhoto) => judgeAuthor(input, input.isDoctor === true, true, hasPhoto));
      const isDoctor = input.isDoctor === true;
      const created = await withPhoto(photo, async (trx, image) => {
        const fields = { ...authorFields(input, isDoctor), photo_hash: image?.hash ?? null, photo_file_type: image?.fileType ?? null };
        const authorId = await repo.insertAuthor(trx, fields, Date.now());
        await repo.replaceSocialLinks(trx, authorId, socialLinks(input));
        await recordCreated(trx, actorOf(request), TRACKED.authors, authorId);
        return authorId;
      });
      return answer(created);
    },

    updateAuthor: async (request) => {
      const loaded = loadedVersion(request);
      const { input, photo } = await received(request, async (input, hasPhoto) => {
        const authorId = Number(input.id);
        const stored = Number.isInteger(authorId) && authorId > 0 ? await repo.authorById(app.db, authorId) : undefined;
        if (!stored || Number(stored.active) !== 1) throw new ApiError(404, 'server.error.notFound');
        // The kind is chosen on create: doctors and editors stay apart.
        judgeAuthor(input, Number(stored.is_doctor) === 1, false, hasPhoto);
      });
      const authorId = Number(input.id);
      const replaced = await withPhoto(photo, (trx, image) => updateAuthorIn(trx, authorId, input, actorOf(request), loaded, image));
      await forget(request, replaced);
      return answer(authorId);
    },

    deleteAuthor: async (request) => {
      const authorId = Number(request.params.id);
      const loaded = loadedVersion(request);
      await app.db.transaction().execute(async (trx) => {
        const version = await claimVersion(trx, 'authors', authorId, loaded);
        const row = await repo.authorById(trx, authorId);
        if (version === undefined || !row || Number(row.active) !== 1) throw new ApiError(404, 'server.error.notFound');
        await trackChange(trx, actorOf(request), TRACKED.authors, authorId, () => repo.deactivateAuthor(trx, authorId, version));
      });
      return answer(authorId);
    },
  });
}
