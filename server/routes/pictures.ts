// A clinic's pictures (000 §7, 001 §2 "Pictures", §7): the gallery, upload, delete, main image,
// visibility and alt texts, ADMIN-only; and the public image files (server/routes/images.ts),
// registered here so that app.ts gains one line for the whole area. Every change answers the
// updated gallery and marks section 3 saved in both languages; the bytes of a deleted picture
// are removed after the transaction commits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { imagesAnswer, uploadedImageAnswer } from '../../schemas/answers/pictures';
import { pictureAltSchema } from '../../schemas/pictureAlt';
import { validateFields } from '../../schemas/validator';
import type { Database } from '../db/tables';
import { ApiError, FieldErrors, fieldError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { BOTH_LANGS, markSaved } from '../repositories/completeEdit';
import * as repo from '../repositories/pictures';
import { pictureAnswer, picturesAnswer } from '../services/catalogue/pictureAnswers';
import { altText, multipartHeaders, pictureIdBody, toggleImageBody, uploadFields } from '../services/catalogue/pictureRequests';
import { hashParams, yes } from '../services/catalogue/requestSchemas';
import { removeImage } from '../services/files/images';
import { openStorage } from '../services/files/storage';
import { receiveImage } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { clinicOf } from './clinics';
import { imageRoutes } from './images';

const admin = { access: ['ADMIN'] as const };
const adminForm = { access: ['ADMIN'] as const, multipart: 'fields' as const, errorKey: 'error' as const };
const SECTION = 3;
const ALT_MAX = 256;

/** What names a picture in the calls' bodies: its clinic (and blank other owners) and its id. */
type Body = { hash?: string; doctorHash?: string; agentHash?: string; id?: string | number };
type Trx = Transaction<Database>;
type Change = (trx: Trx, picture: repo.PictureRow, clinicId: number, now: number) => Promise<void>;

/** Doctors' and agents' pictures have no screen here yet: refuse rather than misfile them. */
function clinicOnly(body: Body) {
  for (const field of ['doctorHash', 'agentHash'] as const) {
    if (body[field]) throw fieldError(field, 'server.pictures.ownerUnsupported');
  }
  if (!body.hash) throw fieldError('hash', 'check.blank');
}

export default async function pictureRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Pictures');
  const storage = openStorage(app.config.dataDir);
  await app.register(imageRoutes({ storage, source: openCatalogueSource(app.config.catalogueSource) }));

  /** Runs `change` on one of the clinic's pictures in one transaction; answers the gallery. */
  async function changePicture(request: FastifyRequest, body: Body, change: Change) {
    clinicOnly(body);
    const clinic = await clinicOf(request, String(body.hash));
    const picture = await app.db.transaction().execute(async (trx) => {
      const found = await repo.clinicPicture(trx, clinic.id, Number(body.id));
      if (!found) throw new ApiError(404, 'server.error.notFound');
      await trackChange(trx, actorOf(request), TRACKED.pictures, found.id, () => change(trx, found, clinic.id, Date.now()));
      await markSaved(trx, clinic.id, SECTION, BOTH_LANGS);
      return found;
    });
    return { picture, answer: picturesAnswer(await repo.clinicPictures(app.db, clinic.id)) };
  }

  const gallerySchema = { params: hashParams, response: { 200: imagesAnswer } };
  app.get('/api/admin/pictures/:hash', { config: admin, schema: gallerySchema }, async (request) => {
    const clinic = await clinicOf(request, request.params.hash);
    return picturesAnswer(await repo.clinicPictures(app.db, clinic.id));
  });

  app.post(
    '/api/admin/image/upload',
    { config: { ...admin, errorKey: 'error' }, schema: { headers: multipartHeaders, response: { 200: uploadedImageAnswer } } },
    async (request) => {
      const upload = await receiveImage(request, () => storage.tempFile());
      try {
        const errors = validateFields(uploadFields, upload.fields);
        if (Object.keys(errors).length) throw new FieldErrors(errors);
        clinicOnly(upload.fields);
        const clinic = await clinicOf(request, upload.fields.hash);
        const id = await storeUpload(app.db, storage, upload, 'picture', async (trx, image) => {
          const pictureId = await repo.insertPicture(trx, { clinicId: clinic.id, ...image, now: Date.now() });
          await recordCreated(trx, actorOf(request), TRACKED.pictures, pictureId);
          await markSaved(trx, clinic.id, SECTION, BOTH_LANGS);
          return pictureId;
        });
        const picture = await repo.clinicPicture(app.db, clinic.id, id);
        if (!picture) throw new ApiError(404, 'server.error.notFound');
        return { image: pictureAnswer(picture, []) };
      } finally {
        await upload.discard();
      }
    },
  );

  const answers = { 200: imagesAnswer };
  app.post('/api/admin/image/delete', { config: adminForm, schema: { body: pictureIdBody, response: answers } }, async (request) => {
    const { picture, answer } = await changePicture(request, request.body, async (trx, found, clinicId, now) => {
      await repo.deletePicture(trx, found, now);
      if (found.main_img) await repo.promoteMainPicture(trx, clinicId, now);
    });
    // Catalogue pictures keep only a cached copy, which goes as well.
    await removeImage(storage, 'picture', picture.hash, picture.file_type).catch((error) =>
      request.log.error({ err: error, hash: picture.hash }, 'picture files not removed'),
    );
    return answer;
  });

  app.post('/api/admin/image/main', { config: adminForm, schema: { body: pictureIdBody, response: answers } }, async (request) => {
    const change: Change = (trx, found, clinicId, now) => repo.setMainPicture(trx, clinicId, found.id, now);
    return (await changePicture(request, request.body, change)).answer;
  });

  app.post('/api/admin/toggleimage', { config: adminForm, schema: { body: toggleImageBody, response: answers } }, async (request) => {
    const visible = yes(request.body.visible);
    const change: Change = (trx, found, _clinicId, now) => repo.setPictureVisible(trx, found.id, visible, now);
    return (await changePicture(request, request.body, change)).answer;
  });

  app.post('/api/admin/image/alt', { config: adminForm, schema: { body: pictureAltSchema, response: answers } }, async (request) => {
    const body = request.body;
    const alts = { RU: altText(body.RU), EN: altText(body.EN) };
    // Non-breaking spaces count as nothing in the rule but take room in the column.
    for (const lang of ['RU', 'EN'] as const) {
      if (Array.from(alts[lang]).length > ALT_MAX) throw fieldError(lang, 'check.max', { length: ALT_MAX });
    }
    const change: Change = (trx, found, _clinicId, now) => repo.setPictureAlt(trx, found.id, alts, now);
    return (await changePicture(request, body, change)).answer;
  });
}
