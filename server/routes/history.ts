// The history of changes and security events for the ADMIN screens: the filtered list and the
// values its filters can take. Ours, not the spec's (docs/api.md "History").
import type { FastifyInstance } from 'fastify';
import { type HistoryFilters, historyFacets, historyPage } from '../repositories/history';
import { historyItem } from '../services/history/historyAnswers';

const admin = { access: ['ADMIN'] as const };

export const HISTORY_PAGE_MAX = 200;

const historyQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: 25 },
    userId: { type: 'integer', minimum: 1 },
    entity: { type: 'string', minLength: 1, maxLength: 64 },
    // A record's id means something only within its entity (and the index starts with it).
    entityId: { type: 'string', minLength: 1, maxLength: 64 },
    action: { type: 'string', minLength: 1, maxLength: 32 },
    from: { type: 'integer', minimum: 0 },
    to: { type: 'integer', minimum: 0 },
  },
  dependencies: { entityId: ['entity'] },
} as const;

type HistoryQuery = HistoryFilters & { page: number; size: number };

export default async function historyRoutes(app: FastifyInstance) {
  app.get('/api/admin/history', { config: admin, schema: { querystring: historyQuery } }, async (request) => {
    const { page, size, ...filters } = request.query as HistoryQuery;
    const { rows, total } = await historyPage(app.db, filters, page, size);
    return { items: rows.map(historyItem), total };
  });

  app.get('/api/admin/history/facets', { config: admin }, async () => {
    const { users, entities, actions } = await historyFacets(app.db);
    return { users: users.map((u) => ({ id: Number(u.id), email: u.email })), entities, actions };
  });
}
