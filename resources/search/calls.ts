// The search everywhere's call (issue 27: the palette that Ctrl+K opens, src/layout/search), for
// every signed-in user: the answer holds only the kinds of record the user's roles may open.
// Served by server/routes/search.ts.
import { defineCalls } from '../../common/calls';
import { searchAnswer } from '../../schemas/answers/search';

/** The query's and the page's bounds, as the palette asks. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 50;

const searchQuery = {
  type: 'object',
  required: ['q'],
  properties: {
    q: { type: 'string', minLength: 1, maxLength: SEARCH_QUERY_MAX, description: 'Word starts (any case, RU or EN, ё = е) or an id.' },
    limit: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT_MAX, default: 5, description: 'Records shown per kind.' },
  },
  errorMessage: 'server.search.badQuery',
} as const;

export const searchCalls = defineCalls(
  { area: 'Search', access: 'user' },
  {
    search: {
      method: 'GET',
      path: '/api/search',
      description:
        'The records whose names have a word starting with each word of `q` (or whose id `q` is), of every kind the user’s roles may open, grouped by kind with their number; `limit` of each.',
      query: searchQuery,
      answer: searchAnswer,
    },
  },
);
