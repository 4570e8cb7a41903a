// A doctor's avatar (001 §2 "Doctors", §7, §9): the own avatar (lAvatar: l_avatar_*) beside the
// catalogue's (mAvatar: avatar_*); upload (the browser crops it square; re-encoded within
// 640x640 with an 88x88 thumbnail), delete, the alt texts, and the copy of the catalogue avatar
// into an own one (transferdoclogo) when the doctor has none. ADMIN-only; every call answers
// { lAvatar, mAvatar, alt } and is recorded in the history. Replaced files are removed after the
// transaction commits. Modelled on the clinic logo (logo.ts); declared in
// resources/clinics/doctorCalls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { doctorAvatarCalls } from '../../resources/clinics/calls';
import type { Db } from '../db/kysely';
import { ApiError, fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { doctorById, type OwnAvatar, replaceOwnAvatar, writeLocalTexts } from '../repositories/doctors';
import { altText } from '../services/catalogue/pictureRequests';
import { doctorAvatarAnswer } from '../services/doctors/doctorAnswers';
import { ensureImage } from '../services/files/imageFiles';
import { fileKey, removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import { newFileHash } from '../services/files/storage';
import { receiveImage } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked, trackChange } from '../services/history/track';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { doctorOf } from './doctorOf';

const ALT_MAX = 256;

const ownOf = (d: { l_avatar_hash: string | null; l_avatar_file_type: string | null }): OwnAvatar =>
  d.l_avatar_hash && d.l_avatar_file_type ? { hash: d.l_avatar_hash, fileType: d.l_avatar_file_type } : null;

export default async function doctorAvatarRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);
  const source = openCatalogueSource(app.config.catalogueSource);

  const answer = async (doctorId: number) => {
    const doctor = await doctorById(app.db, doctorId);
    if (!doctor) throw new ApiError(404, 'server.error.notFound');
    return doctorAvatarAnswer(app.db, doctor);
  };

  /** Swaps the own avatar in the caller's transaction with its history row; 409 when it changed meanwhile. */
  async function swap(trx: Db, request: FastifyRequest, doctorId: number, from: OwnAvatar, to: OwnAvatar) {
    const replace = () => replaceOwnAvatar(trx, doctorId, from, to);
    if (!(await trackChange(trx, actorOf(request), TRACKED.doctors, doctorId, replace)))
      throw new ApiError(409, 'server.doctors.avatarChanged');
  }

  /** Files nothing points at any more; a failure only leaves files for `files sweep`. */
  function forget(request: FastifyRequest, avatar: OwnAvatar) {
    if (!avatar) return Promise.resolve();
    return removeImage(storage, 'doctor', avatar.hash, avatar.fileType).catch((error) =>
      request.log.error({ err: error, hash: avatar.hash }, 'avatar files not removed'),
    );
  }

  registerCalls(app, doctorAvatarCalls, {
    uploadDoctorAvatar: async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      const upload = await receiveImage(request, () => storage.tempFile());
      try {
        const replaced = await storeUpload(app.db, storage, upload, 'doctor', async (trx, image) => {
          const before = ownOf((await doctorById(trx, doctor.id)) ?? doctor);
          await swap(trx, request, doctor.id, before, { hash: image.hash, fileType: image.fileType });
          return before;
        });
        await forget(request, replaced);
      } finally {
        await upload.discard();
      }
      return answer(doctor.id);
    },

    deleteDoctorAvatar: async (request) => {
      const doctor = await doctorOf(request, request.body.hash);
      const removed = await app.db.transaction().execute(async (trx) => {
        const before = ownOf((await doctorById(trx, doctor.id)) ?? doctor);
        if (before) await swap(trx, request, doctor.id, before, null);
        return before;
      });
      await forget(request, removed);
      return answer(doctor.id);
    },

    saveDoctorAvatarAlt: async (request) => {
      const doctor = await doctorOf(request, request.body.hash);
      const alts = { RU: altText(request.body.RU), EN: altText(request.body.EN) };
      // Non-breaking spaces count as nothing in the rule but take room in the column.
      for (const lang of ['RU', 'EN'] as const) {
        if (Array.from(alts[lang]).length > ALT_MAX) throw fieldError(lang, 'check.max', { length: ALT_MAX });
      }
      await changeTracked(app.db, actorOf(request), TRACKED.doctors, doctor.id, async (trx) => {
        for (const lang of ['RU', 'EN'] as const) await writeLocalTexts(trx, doctor.id, lang, { alt: alts[lang] });
      });
      return answer(doctor.id);
    },

    copyDoctorAvatar: async (request) => {
      const doctor = await doctorOf(request, request.params.hash);
      if (doctor.l_avatar_hash) throw new ApiError(409, 'server.doctors.ownAvatarExists');
      const { avatar_hash: hash, avatar_file_type: fileType } = doctor;
      if (!hash || !fileType) throw new ApiError(404, 'server.doctors.noCatalogueAvatar');
      const ready = await ensureImage({ storage, source }, { kind: 'doctor', hash, fileType, catalogue: true }).catch((error) => {
        request.log.error({ err: error, hash }, 'catalogue avatar unavailable');
        throw new ApiError(502, 'server.images.unavailable');
      });
      const bytes = ready ? await storage.get(fileKey('doctor', hash, fileType)) : null;
      if (!bytes) throw new ApiError(404, 'server.doctors.noCatalogueAvatar');
      // A copy under a new name: the own avatar is then independent of what the catalogue does next.
      const copy = { hash: newFileHash(), fileType };
      await storage.put(fileKey('doctor', copy.hash, fileType), bytes);
      try {
        await app.db.transaction().execute((trx) => swap(trx, request, doctor.id, null, copy));
      } catch (error) {
        await forget(request, copy);
        throw error instanceof ApiError && error.key === 'server.doctors.avatarChanged'
          ? new ApiError(409, 'server.doctors.ownAvatarExists')
          : error;
      }
      return answer(doctor.id);
    },
  });
}
