// Search-as-you-type state: the call runs 700 ms after the last change, an answer that arrives after
// a newer query started is dropped, and a failed call is `failed`.
import { useEffect, useState } from 'react';
import { isSearchable, SEARCH_DEBOUNCE_MS, type SearchItem } from './searchRules';

export type SearchState<T = SearchItem[]> = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; items: T };

export function useDebouncedSearch<T = SearchItem[]>(query: string, search: (query: string) => Promise<T>): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
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
        () => current && setState({ status: 'failed' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  return state;
}
