// The history of changes and security events for the ADMIN screens: the filtered list and the
// values its filters can take. Ours, not the spec's (docs/api.md "History").
import type { FastifyInstance } from 'fastify';
import { historyFacetsAnswer, historyPageAnswer } from '../../schemas/answers/history';
import { typedRoutes } from '../http/typedRoutes';
import { historyFacets, historyPage } from '../repositories/history';
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

export default async function historyRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'History');
  const pageSchema = { querystring: historyQuery, response: { 200: historyPageAnswer } };
  app.get('/api/admin/history', { config: admin, schema: pageSchema }, async (request) => {
    const { page, size, ...filters } = request.query;
    const { rows, total } = await historyPage(app.db, filters, page, size);
    return { items: rows.map(historyItem), total };
  });

  app.get('/api/admin/history/facets', { config: admin, schema: { response: { 200: historyFacetsAnswer } } }, async () => {
    const { users, entities, actions } = await historyFacets(app.db);
    return { users: users.map((u) => ({ id: Number(u.id), email: u.email })), entities, actions };
  });
}
