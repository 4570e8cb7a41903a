// The history of changes and security events for the ADMIN screens, declared in
// resources/history/calls.ts: the filtered list and the values its filters can take. Ours, not
// the spec's (docs/api.md "History").
import type { FastifyInstance } from 'fastify';
import { historyCalls } from '../../resources/history/calls';
import { registerCalls } from '../http/registerCalls';
import { historyFacets, historyPage } from '../repositories/history';
import { historyItem } from '../services/history/historyAnswers';

export default async function historyRoutes(app: FastifyInstance) {
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
  });
}
