// The video library (002 §2 "Video library", §3 "Video", §5 "Video", §7 "Video library", §8): the
// active videos, add (title, URL, description), save with every link (PUT, If-Match), soft
// delete. Every write is recorded in the history. Access: the content staff (docs/decisions.md
// "The REDACTOR role"). Declared in resources/video/calls.ts.
import type { FastifyInstance } from 'fastify';
import { videoCalls } from '../../resources/video/calls';
import { validateFields } from '../../schemas/validator';
import { videoSchema as videoForm } from '../../schemas/video';
import { ApiError, FieldErrors } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { claimVersion, loadedVersion } from '../http/version';
import * as repo from '../repositories/videos';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { recordCreated, trackChange } from '../services/history/track';
import { oneVideoAnswer, videosAnswer } from '../services/videos/videoAnswers';
import { videoLinks, videoTexts } from '../services/videos/videoInput';

export default async function videoRoutes(app: FastifyInstance) {
  async function activeVideo(trx: Parameters<typeof repo.videoById>[0], videoId: number) {
    const row = await repo.videoById(trx, videoId);
    if (!row || Number(row.active) !== 1) throw new ApiError(404, 'server.error.notFound');
    return row;
  }

  registerCalls(app, videoCalls, {
    listVideos: () => videosAnswer(app.db),

    createVideo: async (request) => {
      const videoId = await app.db.transaction().execute(async (trx) => {
        const created = await repo.insertVideo(trx, videoTexts(request.body), Date.now());
        await recordCreated(trx, actorOf(request), TRACKED.videos, created);
        return created;
      });
      return { videoId };
    },

    saveVideo: async (request) => {
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

    deleteVideo: async (request) => {
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
    },
  });
}
