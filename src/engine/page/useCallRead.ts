// A record read by a declared call (a form-only declaration's, a modal form's, a record page
// section's `load`), given the input it declares; `at`: the answer's key that holds the values.
// Always the stored values: a refetch would remount the form and drop its edits, so none happens on
// its own (fresh values come on mount, after a save and on a conflict's "reload").
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallMethods } from './recordPageContext';
import { declaredInput } from './useCallRules';

type Values = Record<string, unknown>;

export function useCallRead(call: string | undefined, input: Readonly<Values>, at?: string) {
  const dataProvider = useDataProvider<CallMethods>();
  const query = useQuery({
    queryKey: ['callRead', call, input, at],
    queryFn: async () => {
      const answer = (await dataProvider[call ?? ''](await declaredInput(call ?? '', input))) as Values;
      return at ? ((answer[at] as Values | undefined) ?? {}) : answer;
    },
    enabled: Boolean(call),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return {
    /** The answer (its `at`); undefined while it loads. */
    data: query.data,
    failed: query.isError,
    loadedAt: query.dataUpdatedAt,
    reload: () => query.refetch(),
  };
}
