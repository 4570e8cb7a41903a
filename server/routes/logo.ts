// A clinic's logo (001 §2 "Logo", §7): its own logo (lLogo) beside the catalogue's (mLogo);
// upload (the upload pipeline, re-encoded within 1280x1280), delete, and the copy of the
// catalogue logo into an own one when the clinic has none. ADMIN-only; every call answers
// { lLogo, mLogo } and a change marks section 11 saved in both languages. Replaced or deleted
// files are removed after the transaction commits. Declared in resources/clinics/mediaCalls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { logoCalls } from '../../resources/clinics/calls';
import type { Database } from '../db/tables';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { BOTH_LANGS, markSaved } from '../repositories/completeEdit';
import { clinicLogos, type OwnLogo, ownLogo, replaceOwnLogo } from '../repositories/logos';
import { logoAnswer } from '../services/catalogue/pictureAnswers';
import { ensureImage } from '../services/files/imageFiles';
import { fileKey, removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import { newFileHash } from '../services/files/storage';
import { receiveImage } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { trackChange } from '../services/history/track';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { clinicOf } from './clinics';

const SECTION = 11;

export default async function logoRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);
  const source = openCatalogueSource(app.config.catalogueSource);

  const answer = async (clinicId: number) => logoAnswer(await clinicLogos(app.db, clinicId));

  /** Swaps the own logo in a transaction that also marks the section; false when it changed meanwhile. */
  async function swap(trx: Transaction<Database>, request: FastifyRequest, clinicId: number, from: OwnLogo, to: OwnLogo) {
    const replace = () => replaceOwnLogo(trx, clinicId, from, to, request.user?.id ?? null);
    if (!(await trackChange(trx, actorOf(request), TRACKED.clinics, clinicId, replace))) throw new ApiError(409, 'server.logo.changed');
    await markSaved(trx, clinicId, SECTION, BOTH_LANGS);
  }

  /** Files of a logo nothing points at any more; a failure only leaves files for `files sweep`. */
  function forget(request: FastifyRequest, logo: OwnLogo) {
    if (!logo) return Promise.resolve();
    return removeImage(storage, 'logo', logo.hash, logo.fileType).catch((error) =>
      request.log.error({ err: error, hash: logo.hash }, 'logo files not removed'),
    );
  }

  registerCalls(app, logoCalls, {
    clinicLogo: async (request) => answer((await clinicOf(request, request.params.hash)).id),

    uploadClinicLogo: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const upload = await receiveImage(request, () => storage.tempFile());
      try {
        const replaced = await storeUpload(app.db, storage, upload, 'logo', async (trx, image) => {
          const before = await ownLogo(trx, clinic.id);
          await swap(trx, request, clinic.id, before, { hash: image.hash, fileType: image.fileType });
          return before;
        });
        await forget(request, replaced);
      } finally {
        await upload.discard();
      }
      return answer(clinic.id);
    },

    deleteClinicLogo: async (request) => {
      const clinic = await clinicOf(request, request.body.hash);
      const removed = await app.db.transaction().execute(async (trx) => {
        const before = await ownLogo(trx, clinic.id);
        if (before) await swap(trx, request, clinic.id, before, null);
        return before;
      });
      await forget(request, removed);
      return answer(clinic.id);
    },

    transferClinicLogo: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const logos = await clinicLogos(app.db, clinic.id);
      if (logos.l_logo_hash) throw new ApiError(409, 'server.logo.ownExists');
      const { m_logo_hash: hash, m_logo_file_type: fileType } = logos;
      if (!hash || !fileType) throw new ApiError(404, 'server.logo.noCatalogueLogo');
      const catalogueLogo = { kind: 'logo' as const, hash, fileType, catalogue: true };
      const ready = await ensureImage({ storage, source }, catalogueLogo).catch((error) => {
        request.log.error({ err: error, hash }, 'catalogue logo unavailable');
        throw new ApiError(502, 'server.images.unavailable');
      });
      const bytes = ready ? await storage.get(fileKey('logo', hash, fileType)) : null;
      if (!bytes) throw new ApiError(404, 'server.logo.noCatalogueLogo');
      // A copy under a new name: the own logo is then independent of what the catalogue does next.
      const copy = { hash: newFileHash(), fileType };
      await storage.put(fileKey('logo', copy.hash, fileType), bytes);
      try {
        await app.db.transaction().execute((trx) => swap(trx, request, clinic.id, null, copy));
      } catch (error) {
        await forget(request, copy);
        // Another call gave the clinic its own logo meanwhile: the same answer as above.
        throw error instanceof ApiError && error.key === 'server.logo.changed' ? new ApiError(409, 'server.logo.ownExists') : error;
      }
      return answer(clinic.id);
    },
  });
}
