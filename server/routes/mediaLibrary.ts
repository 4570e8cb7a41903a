// The media library (001 §2 "Media library", §7, §8; 002 §7 POST /images/mediafile): the list,
// uploads (checked by content, re-encoded by sharp, served under /images/mediafile/ by
// routes/images.ts), the alt text (If-Match version, history row), and deletion, refused while an
// article uses the file, its bytes removed only after the commit (services/media/deleteMediaFile.ts).
// ADMIN and REDACTOR (docs/decisions.md "The REDACTOR role"); declared in resources/mediafiles/calls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallAnswer } from '../../common/calls';
import { PASTED_BODY_LIMIT } from '../../common/pastedImage';
import { mediaLibraryCalls } from '../../resources/mediafiles/calls';
import { ApiError, fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { claimVersion, loadedVersion } from '../http/version';
import * as repo from '../repositories/mediaFiles';
import { altText } from '../services/catalogue/pictureRequests';
import { openStorage } from '../services/files/openStorage';
import { receiveImage, type Upload } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { deleteMediaFile } from '../services/media/deleteMediaFile';
import { mediaFileAnswer } from '../services/media/mediaAnswers';
import { pastedUpload } from '../services/media/pastedImage';

const ALT_MAX = 256;

export default async function mediaLibraryRoutes(app: FastifyInstance) {
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

  registerCalls(app, mediaLibraryCalls, {
    listMediaFiles: async (request, reply) => {
      // The query builds the page as its answer's JSON text, sent as it is (typed as the answer it spells).
      reply.type('application/json; charset=utf-8');
      const page = await repo.mediaPageAnswer({ db: app.db, dialect: app.dialect }, request.query.page, request.query.size);
      return page as unknown as CallAnswer<typeof mediaLibraryCalls.calls.listMediaFiles>;
    },

    uploadMediaFile: async (request) => {
      const upload = await receiveImage(request, () => storage.tempFile());
      return { file: mediaFileAnswer(await storeMediaFile(request, upload)) };
    },

    pasteMediaImage: {
      // The base64 text of a 10 MB image is larger than the app's default body limit.
      bodyLimit: PASTED_BODY_LIMIT + 4096,
      handler: async (request) => {
        const upload = await pastedUpload(request.body.base64, () => storage.tempFile());
        const row = await storeMediaFile(request, upload);
        return { location: mediaFileAnswer(row).url };
      },
    },

    saveMediaAlt: async (request) => {
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

    deleteMediaFile: async (request) => {
      const row = await deleteMediaFile(app.db, storage, request.log, actorOf(request), Number(request.body.mediaFileId));
      return { file: mediaFileAnswer(row) };
    },
  });
}
