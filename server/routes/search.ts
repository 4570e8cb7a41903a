// The search everywhere (issue 27; resources/search/calls.ts): GET /api/search for any signed-in
// user, answered from the word-start index of services/search, in the user's language.
import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../resources/search/calls';
import { loadDeclaredScreens } from '../engine/declarations';
import { registerCalls } from '../http/registerCalls';
import { searchEverywhere } from '../services/search/searchEverywhere';

export default async function searchRoutes(app: FastifyInstance) {
  const screens = await loadDeclaredScreens();
  registerCalls(app, searchCalls, {
    search: async (request) => ({
      groups: await searchEverywhere(app.db, app.dialect, {
        query: request.query.q,
        limit: request.query.limit,
        roles: request.user?.roles ?? [],
        lang: request.lang === 'en' ? 'en' : 'ru',
        screens,
      }),
    }),
  });
}
