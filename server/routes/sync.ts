// POST /api/admin/sync/{step}, declared in resources/clinics/listCalls.ts: the 17 catalogue steps
// of 000 §4 and agents, each answering { message, error, callback } (callback: the next step's
// path, null after the last). A run held by another session answers 409, a failed step 502, both
// with the same three keys.
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/interpolate';
import { syncCalls } from '../../resources/clinics/calls';
import { registerCalls } from '../http/registerCalls';
import { actorOf } from '../services/history/audit';
import { runSyncStep } from '../services/sync/runner';
import { openCatalogueSource } from '../services/sync/source/openSource';
import { digest } from '../services/tokens';

export default async function syncRoutes(app: FastifyInstance) {
  const source = openCatalogueSource(app.config.catalogueSource);

  registerCalls(app, syncCalls, {
    syncStep: async (request, reply) => {
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
    },
  });
}
