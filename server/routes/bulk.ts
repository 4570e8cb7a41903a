// Bulk actions (issue 27 point 3; resources/bulk/calls.ts): a list's action over many records,
// each run by the single action's service (services/bulk/bulkActions.ts) in its own transaction,
// one after the other; a refused record is skipped with the single action's message in the
// caller's language and the others go on. Only for the roles of the single call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayAccess } from '../../common/resource';
import { translate } from '../../i18n/interpolate';
import { BULK_MAX, bulkCalls, bulkSingle } from '../../resources/bulk/calls';
import { ApiError, FieldErrors } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { BULK_ACTIONS } from '../services/bulk/bulkActions';
import { openStorage } from '../services/files/openStorage';
import { actorOf } from '../services/history/audit';

/** Why a record was not changed, in the caller's language: the single action's refusal. */
function reasonOf(request: FastifyRequest, id: number, error: unknown): string {
  const lang = request.lang ?? 'ru';
  if (error instanceof ApiError) return translate(lang, error.key, error.params);
  if (error instanceof FieldErrors) {
    const [first] = Object.values(error.fields).flat();
    return translate(lang, first?.key ?? 'server.error.badRequest', first?.params);
  }
  request.log.error({ err: error, id, errorId: request.id }, 'bulk action failed on a record');
  return translate(lang, 'server.error.internal', { id: request.id });
}

export default async function bulkRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);

  registerCalls(app, bulkCalls, {
    runBulk: async (request) => {
      const { resource, action } = request.params;
      const single = bulkSingle(resource, action);
      const bulk = single && Object.hasOwn(BULK_ACTIONS, resource) ? BULK_ACTIONS[resource][action] : undefined;
      if (!single || !bulk) throw new ApiError(404, 'server.bulk.unknownAction');
      if (!mayAccess(single.access, request.user?.roles ?? [])) throw new ApiError(403, 'server.bulk.forbidden');
      const ids = [...new Set(request.body.ids)];
      if (ids.length > BULK_MAX) throw new ApiError(400, 'server.bulk.tooMany', { max: BULK_MAX });
      const versions: Record<string, number> = request.body.versions ?? {};
      const run = await bulk.start({ db: app.db, actor: actorOf(request), log: request.log, storage, agentId: request.body.agentId });
      const done: number[] = [];
      const skipped: { id: number; reason: string }[] = [];
      for (const id of ids) {
        try {
          await run(id, versions[id]);
          done.push(id);
        } catch (error) {
          skipped.push({ id, reason: reasonOf(request, id, error) });
        }
      }
      if (done.length && single.live) await app.live.publish({ type: single.live });
      return { done, skipped };
    },
  });
}
