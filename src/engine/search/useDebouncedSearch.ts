// Search-as-you-type state: the call runs 700 ms after the last change of a searchable query, an
// answer that arrives after a newer query started is dropped, and a failed call counts as no result.
import { useEffect, useState } from 'react';
import { isSearchable, SEARCH_DEBOUNCE_MS, type SearchItem } from './searchRules';

export type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: SearchItem[] };

export function useDebouncedSearch(query: string, search: (query: string) => Promise<SearchItem[]>): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!isSearchable(query)) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      search(query.trim()).then(
        (items) => current && setState({ status: 'done', items }),
        () => current && setState({ status: 'done', items: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  return state;
}
