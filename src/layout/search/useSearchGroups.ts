// The search everywhere as you type (GET /api/search), by the rules of every search box
// (src/engine/search/useDebouncedSearch.ts: more than 2 characters or a number above 0, 700 ms
// after the last keystroke, an answer overtaken by a newer query dropped, a failure shown as such).
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { callRegistry } from '../../../resources';
import type { searchCalls } from '../../../resources/search/calls';
import { type SearchState, useDebouncedSearch } from '../../engine/search/useDebouncedSearch';

export type SearchResult = { id: number; title: string; subtitle: string; path: string };
export type SearchGroup = { resource: string; total: number; items: SearchResult[] };
export type SearchGroupsState = SearchState<SearchGroup[]>;

/** Records shown per kind. */
export const SHOWN_PER_KIND = 5;

export function useSearchGroups(query: string): SearchGroupsState {
  const dataProvider = useDataProvider<CallsProvider<typeof searchCalls>>();
  const search = useCallback(
    async (q: string) => {
      await callRegistry.load('search');
      return ((await dataProvider.search({ q, limit: SHOWN_PER_KIND })) as { groups: SearchGroup[] }).groups;
    },
    [dataProvider],
  );
  return useDebouncedSearch(query, search);
}
