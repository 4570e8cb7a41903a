// Pictures (000 §7, 001 §2 "Pictures", §7): a clinic's gallery, and the upload, delete, main image,
// visibility and alt texts of a clinic's, a doctor's (doctorHash) or an agent's (agentHash)
// pictures, ADMIN-only; and the public image files (server/routes/images.ts), registered here so
// that app.ts gains one line for the whole area. Every change answers the owner's updated gallery
// and, for a clinic's picture, marks section 3 saved in both languages; the bytes of a deleted
// picture are removed after the transaction commits. Declared in resources/clinics/mediaCalls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { pictureCalls } from '../../resources/clinics/calls';
import { validateFields } from '../../schemas/validator';
import type { Database } from '../db/tables';
import { ApiError, FieldErrors, fieldError } from '../http/errors';
import { yes } from '../http/flagValue';
import { registerCalls } from '../http/registerCalls';
import { findAgentByHash } from '../repositories/agents';
import { BOTH_LANGS, markSaved } from '../repositories/completeEdit';
import * as repo from '../repositories/pictures';
import { pictureAnswer, picturesAnswer } from '../services/catalogue/pictureAnswers';
import { altText } from '../services/catalogue/pictureRequests';
import { removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import { receiveImage } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { clinicOf } from './clinics';
import { doctorOf } from './doctorOf';
import { imageRoutes } from './images';

const SECTION = 3;
const ALT_MAX = 256;

/** What names a picture in the calls' bodies: its owner's hash and its id. */
type Body = { hash?: string; doctorHash?: string; agentHash?: string; id?: string | number };
type Trx = Transaction<Database>;
type Change = (trx: Trx, picture: repo.PictureRow, owner: repo.PictureOwner, now: number) => Promise<void>;
/** A picture's owner, and the clinic whose section 3 a change marks (none for doctors and agents). */
type Owner = { owner: repo.PictureOwner; clinicId?: number };

/** The owner a call names: the doctor (doctorHash) or the agent (agentHash) when given, else the
 * clinic (hash). A doctor's picture may be sent from a clinic's screen, so `hash` may come too;
 * a doctor and an agent at once is refused rather than misfiled. Unknown owners are 404. */
async function ownerOf(request: FastifyRequest, body: Body): Promise<Owner> {
  if (body.doctorHash && body.agentHash) throw fieldError('agentHash', 'server.pictures.twoOwners');
  if (body.doctorHash) return { owner: { column: 'doctor_id', id: (await doctorOf(request, body.doctorHash)).id } };
  if (body.agentHash) {
    const agent = await findAgentByHash(request.server.db, body.agentHash);
    if (!agent) throw new ApiError(404, 'server.error.notFound');
    return { owner: { column: 'agent_id', id: agent.id } };
  }
  if (!body.hash) throw fieldError('hash', 'check.blank');
  const clinic = await clinicOf(request, body.hash);
  return { owner: { column: 'clinic_id', id: clinic.id }, clinicId: clinic.id };
}

export default async function pictureRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);
  await app.register(imageRoutes({ storage, source: openCatalogueSource(app.config.catalogueSource) }));

  /** Runs `change` on one of the owner's pictures in one transaction; answers the owner's gallery. */
  async function changePicture(request: FastifyRequest, body: Body, change: Change) {
    const { owner, clinicId } = await ownerOf(request, body);
    const picture = await app.db.transaction().execute(async (trx) => {
      const found = await repo.ownerPicture(trx, owner, Number(body.id));
      if (!found) throw new ApiError(404, 'server.error.notFound');
      await trackChange(trx, actorOf(request), TRACKED.pictures, found.id, () => change(trx, found, owner, Date.now()));
      if (clinicId !== undefined) await markSaved(trx, clinicId, SECTION, BOTH_LANGS);
      return found;
    });
    return { picture, answer: picturesAnswer(await repo.ownerPictures(app.db, owner)) };
  }

  registerCalls(app, pictureCalls, {
    clinicPictures: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      return picturesAnswer(await repo.ownerPictures(app.db, { column: 'clinic_id', id: clinic.id }));
    },

    uploadPicture: async (request) => {
      const upload = await receiveImage(request, () => storage.tempFile());
      try {
        const errors = validateFields(pictureCalls.calls.uploadPicture.fields, upload.fields);
        if (Object.keys(errors).length) throw new FieldErrors(errors);
        const { owner, clinicId } = await ownerOf(request, upload.fields);
        const id = await storeUpload(app.db, storage, upload, 'picture', async (trx, image) => {
          const pictureId = await repo.insertPicture(trx, { owner, ...image, now: Date.now() });
          await recordCreated(trx, actorOf(request), TRACKED.pictures, pictureId);
          if (clinicId !== undefined) await markSaved(trx, clinicId, SECTION, BOTH_LANGS);
          return pictureId;
        });
        const picture = await repo.ownerPicture(app.db, owner, id);
        if (!picture) throw new ApiError(404, 'server.error.notFound');
        return { image: pictureAnswer(picture, []) };
      } finally {
        await upload.discard();
      }
    },

    deletePicture: async (request) => {
      const { picture, answer } = await changePicture(request, request.body, async (trx, found, owner, now) => {
        await repo.deletePicture(trx, found, now);
        if (found.main_img) await repo.promoteMainPicture(trx, owner, now);
      });
      // Catalogue pictures keep only a cached copy, which goes as well.
      await removeImage(storage, 'picture', picture.hash, picture.file_type).catch((error) =>
        request.log.error({ err: error, hash: picture.hash }, 'picture files not removed'),
      );
      return answer;
    },

    setMainPicture: async (request) => {
      const change: Change = (trx, found, owner, now) => repo.setMainPicture(trx, owner, found.id, now);
      return (await changePicture(request, request.body, change)).answer;
    },

    togglePicture: async (request) => {
      const visible = yes(request.body.visible);
      const change: Change = (trx, found, _owner, now) => repo.setPictureVisible(trx, found.id, visible, now);
      return (await changePicture(request, request.body, change)).answer;
    },

    savePictureAlt: async (request) => {
      const body = request.body;
      const alts = { RU: altText(body.RU), EN: altText(body.EN) };
      // Non-breaking spaces count as nothing in the rule but take room in the column.
      for (const lang of ['RU', 'EN'] as const) {
        if (Array.from(alts[lang]).length > ALT_MAX) throw fieldError(lang, 'check.max', { length: ALT_MAX });
      }
      const change: Change = (trx, found, _owner, now) => repo.setPictureAlt(trx, found.id, alts, now);
      return (await changePicture(request, body, change)).answer;
    },
  });
}
