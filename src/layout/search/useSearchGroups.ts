// The search everywhere as you type (GET /api/search): asked by the rules of every search box
// (src/engine/search/searchRules.ts: more than 2 characters or a number above 0, 700 ms after the
// last keystroke), an answer overtaken by a newer query dropped, a failure shown as such.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { callRegistry } from '../../../resources';
import type { searchCalls } from '../../../resources/search/calls';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../../engine/search/searchRules';

export type SearchResult = { id: number; title: string; subtitle: string; path: string };
export type SearchGroup = { resource: string; total: number; items: SearchResult[] };
export type SearchGroupsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; groups: SearchGroup[] };

/** Records shown per kind. */
export const SHOWN_PER_KIND = 5;

export function useSearchGroups(query: string): SearchGroupsState {
  const dataProvider = useDataProvider<CallsProvider<typeof searchCalls>>();
  const [state, setState] = useState<SearchGroupsState>({ status: 'idle' });
  useEffect(() => {
    if (!isSearchable(query)) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(async () => {
      try {
        await callRegistry.load('search');
        const answer = (await dataProvider.search({ q: query.trim(), limit: SHOWN_PER_KIND })) as { groups: SearchGroup[] };
        if (current) setState({ status: 'done', groups: answer.groups });
      } catch {
        if (current) setState({ status: 'failed' });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, dataProvider]);
  return state;
}
