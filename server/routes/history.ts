// The history of changes and security events for the ADMIN screens, declared in
// resources/history/calls.ts: the filtered list and the values its filters can take. Ours, not
// the spec's (docs/api.md "History").
import type { FastifyInstance } from 'fastify';
import { readsRecordHistory } from '../../common/historyRestore';
import { historyCalls, recordHistoryCalls } from '../../resources/history/calls';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { historyFacets, historyPage } from '../repositories/history';
import { actorOf } from '../services/history/audit';
import { historyItem } from '../services/history/historyAnswers';
import { restoreVersion } from '../services/history/restore/restoreVersion';
import { versionOf } from '../services/history/restore/versionOf';

export default async function historyRoutes(app: FastifyInstance) {
  const sql = { db: app.db, dialect: app.dialect };
  registerCalls(app, historyCalls, {
    listHistory: async (request) => {
      const { page, size, ...filters } = request.query;
      const { rows, total } = await historyPage(app.db, filters, page, size);
      return { items: rows.map(historyItem), total };
    },
    historyFacets: async () => {
      const { users, entities, actions } = await historyFacets(app.db);
      return { users: users.map((u) => ({ id: Number(u.id), email: u.email })), entities, actions };
    },
    historyVersion: async (request) => {
      const { row, restorer, fields } = await versionOf(app.db, request.params.id, request.user?.roles ?? []);
      const version = (await restorer.version(app.db, Number(row.entityId))) ?? 0;
      return { ...row, version, fields };
    },
    restoreHistoryVersion: async (request) =>
      restoreVersion(sql, request.params.id, request.body?.fields, actorOf(request), request.user?.roles ?? [], loadedVersion(request)),
  });
  registerCalls(app, recordHistoryCalls, {
    listRecordHistory: async (request) => {
      const { page, size, entity, entityId } = request.query;
      if (!readsRecordHistory(entity, request.user?.roles ?? [])) throw new ApiError(403, 'server.error.forbidden');
      const { rows, total } = await historyPage(app.db, { entity, entityId }, page, size);
      return { items: rows.map((row) => ({ ...historyItem(row), ip: null })), total };
    },
  });
}
