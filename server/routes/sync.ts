// POST /api/admin/sync/{step}: the 17 catalogue steps of 000 §4 and agents, each answering
// { message, error, callback } (callback: the next step's path, null after the last). A run held
// by another session answers 409, a failed step 502, both with the same three keys.
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/interpolate';
import { syncStepAnswer } from '../../schemas/answers/sync';
import { typedRoutes } from '../http/typedRoutes';
import { actorOf } from '../services/history/audit';
import { runSyncStep } from '../services/sync/runner';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { SYNC_STEPS } from '../services/sync/steps';
import { digest } from '../services/tokens';

const params = { type: 'object', required: ['step'], properties: { step: { enum: SYNC_STEPS } } } as const;

export default async function syncRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Synchronisation');
  const source = openCatalogueSource(app.config.catalogueSource);

  /** The same three keys when the run is held by another session (409) or the step fails (502). */
  const answers = {
    200: { ...syncStepAnswer, description: 'The step ran.' },
    409: { ...syncStepAnswer, description: 'Another session holds the run.' },
    502: { ...syncStepAnswer, description: 'The step failed.' },
  };
  app.post('/api/admin/sync/:step', { config: { access: ['ADMIN'] }, schema: { params, response: answers } }, async (request, reply) => {
    const { step } = request.params;
    // The run belongs to the browser session that started it; only a digest is stored.
    const holder = digest(request.session?.id ?? request.id);
    const onError = (error: unknown) => {
      request.log.error({ err: error, errorId: request.id, step }, 'sync step failed');
      return translate(request.lang, 'server.sync.internal', { id: request.id });
    };
    const { status, answer } = await runSyncStep(
      { db: app.db, dialect: app.dialect, source, holder, lang: request.lang, actor: actorOf(request) },
      step,
      onError,
    );
    reply.statusCode = status;
    return answer;
  });
}
