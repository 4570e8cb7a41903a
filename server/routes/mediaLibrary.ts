// The media library (001 §2 "Media library", §7, §8; 002 §7 POST /images/mediafile): the list,
// uploads (checked by content, re-encoded by sharp, served under /images/mediafile/ by
// routes/images.ts), the alt text (If-Match version, history row), and deletion, refused while an
// article uses the file, its bytes removed only after the commit. ADMIN and REDACTOR (docs/decisions.md
// "The REDACTOR role").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_STAFF } from '../../common/roles';
import { mediaFileAnswer as mediaFileSchema, mediaListAnswer, mediaLocationAnswer } from '../../schemas/answers/mediaLibrary';
import { mediaFileAltSchema } from '../../schemas/mediaFileAlt';
import { isForeignKeyViolation } from '../db/dialect';
import { ApiError, fieldError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { claimVersion, loadedVersion } from '../http/version';
import * as repo from '../repositories/mediaFiles';
import { altText, multipartHeaders } from '../services/catalogue/pictureRequests';
import { removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import { receiveImage, type Upload } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { mediaFileAnswer } from '../services/media/mediaAnswers';
import { PASTED_BODY_LIMIT, pastedUpload } from '../services/media/pastedImage';

// The content staff: the article editors pick and upload images here (docs/decisions.md "The REDACTOR role").
const admin = { access: CONTENT_STAFF };
const adminForm = { access: CONTENT_STAFF, multipart: 'fields' as const, errorKey: 'error' as const };
const ALT_MAX = 256;
/** The UI asks 50 a page (002 §9); a larger page is a client asking for the whole table. */
const MAX_PAGE = 200;

const listQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 50 } },
} as const;

const id = { type: ['integer', 'string'], pattern: '^[1-9]\\d{0,9}$', minimum: 1 } as const;
const deleteBody = { type: 'object', required: ['mediaFileId'], properties: { mediaFileId: id } } as const;

const pastedBody = {
  type: 'object',
  required: ['fileName', 'base64'],
  properties: {
    fileName: { type: 'string', maxLength: 256 },
    // A TinyMCE-style client sends the Blob object, which JSON turns into {}: accepted, never read.
    blob: {},
    base64: { type: 'string', maxLength: PASTED_BODY_LIMIT },
  },
} as const;

const inUse = () => new ApiError(409, 'server.media.inUse');

export default async function mediaLibraryRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Media library');
  const storage = openStorage(app.config);

  /** Stores an upload as a new media file in one transaction with its history row. */
  async function storeMediaFile(request: FastifyRequest, upload: Upload) {
    try {
      const fileId = await storeUpload(app.db, storage, upload, 'mediafile', async (trx, image) => {
        const created = await repo.insertMediaFile(trx, image, Date.now());
        await recordCreated(trx, actorOf(request), TRACKED.mediafiles, created);
        return created;
      });
      const row = await repo.findMediaFile(app.db, fileId);
      if (!row) throw new ApiError(404, 'server.error.notFound');
      return row;
    } finally {
      await upload.discard();
    }
  }

  app.get(
    '/api/admin/mediafile/list',
    { config: admin, schema: { querystring: listQuery, response: { 200: mediaListAnswer } } },
    async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      return repo.mediaPageAnswer({ db: app.db, dialect: app.dialect }, request.query.page, request.query.size);
    },
  );

  const uploadSchema = { headers: multipartHeaders, response: { 200: mediaFileSchema } };
  app.post('/api/admin/mediafile/upload', { config: { ...admin, errorKey: 'error' }, schema: uploadSchema }, async (request) => {
    const upload = await receiveImage(request, () => storage.tempFile());
    return { file: mediaFileAnswer(await storeMediaFile(request, upload)) };
  });

  app.post(
    '/images/mediafile',
    {
      config: { access: CONTENT_STAFF, errorKey: 'error' as const },
      bodyLimit: PASTED_BODY_LIMIT + 4096,
      schema: { body: pastedBody, response: { 200: mediaLocationAnswer } },
    },
    async (request) => {
      const upload = await pastedUpload(request.body.base64, () => storage.tempFile());
      const row = await storeMediaFile(request, upload);
      return { location: mediaFileAnswer(row).url };
    },
  );

  app.post(
    '/api/admin/mediafile/alt',
    { config: adminForm, schema: { body: mediaFileAltSchema, response: { 200: mediaFileSchema } } },
    async (request) => {
      const fileId = Number(request.body.imgId);
      const alt = altText(request.body.alt);
      // Non-breaking spaces count as nothing in the rule but take room in the column.
      if (Array.from(alt).length > ALT_MAX) throw fieldError('alt', 'check.max', { length: ALT_MAX });
      const loaded = loadedVersion(request);
      await app.db.transaction().execute(async (trx) => {
        const version = await claimVersion(trx, 'media_files', fileId, loaded);
        if (version === undefined) throw fieldError('imgId', 'check.select');
        await trackChange(trx, actorOf(request), TRACKED.mediafiles, fileId, () => repo.setMediaAlt(trx, fileId, alt, version));
      });
      const row = await repo.findMediaFile(app.db, fileId);
      if (!row) throw new ApiError(404, 'server.error.notFound');
      return { file: mediaFileAnswer(row) };
    },
  );

  app.post(
    '/api/admin/mediafile/delete',
    { config: adminForm, schema: { body: deleteBody, response: { 200: mediaFileSchema } } },
    async (request) => {
      const fileId = Number(request.body.mediaFileId);
      const row = await app.db
        .transaction()
        .execute(async (trx) => {
          const found = await repo.findMediaFile(trx, fileId);
          if (!found) throw new ApiError(404, 'server.error.notFound');
          if (await repo.mediaInUse(trx, fileId)) throw inUse();
          await trackChange(trx, actorOf(request), TRACKED.mediafiles, fileId, () => repo.deleteMediaFile(trx, fileId));
          return found;
        })
        // An article saved meanwhile with this image: the foreign key refuses the delete.
        .catch((error) => {
          throw isForeignKeyViolation(error) ? inUse() : error;
        });
      await removeImage(storage, 'mediafile', row.hash, row.file_type).catch((error) =>
        request.log.error({ err: error, hash: row.hash }, 'media files not removed'),
      );
      return { file: mediaFileAnswer(row) };
    },
  );
}
