// The search everywhere (issue 27; resources/search/calls.ts): GET /api/search for any signed-in
// user, answered from the word-start index of services/search, in the user's language, and the
// user's saved views found by name (services/views/viewSearch.ts).
import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../resources/search/calls';
import { loadDeclaredScreens } from '../engine/declarations';
import { registerCalls } from '../http/registerCalls';
import { searchEverywhere } from '../services/search/searchEverywhere';
import { viewLists } from '../services/views/viewLists';
import { viewGroup } from '../services/views/viewSearch';

export default async function searchRoutes(app: FastifyInstance) {
  const screens = await loadDeclaredScreens();
  const lists = viewLists(screens);
  registerCalls(app, searchCalls, {
    search: async (request) => {
      const ask = {
        query: request.query.q,
        limit: request.query.limit,
        roles: request.user?.roles ?? [],
        lang: request.lang === 'en' ? ('en' as const) : ('ru' as const),
      };
      const groups = await searchEverywhere(app.db, app.dialect, { ...ask, screens });
      // The caller's saved views come after the records (issue 27 point 4).
      const views = request.user ? await viewGroup(app.db, lists, { ...ask, userId: request.user.id }) : null;
      return { groups: views ? [...groups, views] : groups };
    },
  });
}
