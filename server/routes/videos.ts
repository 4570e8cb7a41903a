// The video library (002 §2 "Video library", §3 "Video", §5 "Video", §7 "Video library", §8): the
// active videos, add (title, URL, description), save with every link (PUT, If-Match), soft
// delete. Every write is recorded in the history. Access: the content staff (docs/decisions.md
// "The REDACTOR role").
import type { FastifyInstance } from 'fastify';
import { CONTENT_STAFF } from '../../common/roles';
import { videoCreatedAnswer, videoAnswer as videoSchema, videosAnswer as videosSchema } from '../../schemas/answers/videos';
import { validateFields } from '../../schemas/validator';
import { videoSchema as videoForm } from '../../schemas/video';
import { ApiError, FieldErrors } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { claimVersion, loadedVersion } from '../http/version';
import * as repo from '../repositories/videos';
import { id } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { oneVideoAnswer, videosAnswer } from '../services/videos/videoAnswers';
import { videoLinks, videoTexts } from '../services/videos/videoInput';

const staff = { access: CONTENT_STAFF };
const staffForm = { access: CONTENT_STAFF, multipart: 'fields' as const, errorKey: 'error' as const };
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
/** PUT carries the form's texts and the link lists (read by services/videos/videoInput.ts). */
const saveBody = {
  type: 'object',
  description: 'title, url, description, clinics, doctors, diseases, specialties, texts, clinicCategories',
} as const;

export default async function videoRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Video library');

  async function activeVideo(trx: Parameters<typeof repo.videoById>[0], videoId: number) {
    const row = await repo.videoById(trx, videoId);
    if (!row || Number(row.active) !== 1) throw new ApiError(404, 'server.error.notFound');
    return row;
  }

  app.get('/api/admin/video/all', { config: staff, schema: { response: { 200: videosSchema } } }, () => videosAnswer(app.db));

  app.post(
    '/api/admin/video',
    { config: staffForm, schema: { body: videoForm, response: { 200: videoCreatedAnswer } } },
    async (request) => {
      const videoId = await app.db.transaction().execute(async (trx) => {
        const created = await repo.insertVideo(trx, videoTexts(request.body), Date.now());
        await recordCreated(trx, actorOf(request), TRACKED.videos, created);
        return created;
      });
      return { videoId };
    },
  );

  app.put(
    '/api/admin/video/:id',
    { config: staffForm, schema: { params: idParams, body: saveBody, response: { 200: videoSchema } } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const errors = validateFields(videoForm, body);
      if (Object.keys(errors).length) throw new FieldErrors(errors);
      const videoId = Number(request.params.id);
      const loaded = loadedVersion(request);
      await app.db.transaction().execute(async (trx) => {
        const version = await claimVersion(trx, 'videos', videoId, loaded);
        await activeVideo(trx, videoId);
        const links = await videoLinks(trx, body);
        await trackChange(trx, actorOf(request), TRACKED.videos, videoId, async () => {
          await repo.updateVideo(trx, videoId, videoTexts(body), version ?? Date.now());
          await repo.replaceLinks(trx, videoId, links);
        });
      });
      return oneVideoAnswer(app.db, await activeVideo(app.db, videoId));
    },
  );

  app.delete('/api/admin/video/:id', { config: staff, schema: { params: idParams, response: { 200: videoSchema } } }, async (request) => {
    const videoId = Number(request.params.id);
    const loaded = loadedVersion(request);
    await app.db.transaction().execute(async (trx) => {
      const version = await claimVersion(trx, 'videos', videoId, loaded);
      await activeVideo(trx, videoId);
      await trackChange(trx, actorOf(request), TRACKED.videos, videoId, () => repo.deactivateVideo(trx, videoId, version ?? Date.now()));
    });
    const row = await repo.videoById(app.db, videoId);
    if (!row) throw new ApiError(404, 'server.error.notFound');
    return oneVideoAnswer(app.db, row);
  });
}
