// A record read by a declared call (a form's or a record page section's `load`). Never refetched on
// its own (EDITED_READ): a refetch would remount the form and drop its edits.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { EDITED_READ } from '../form/useVersionConflict';
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
    ...EDITED_READ,
  });
  return {
    /** The answer (its `at`); undefined while it loads. */
    data: query.data,
    failed: query.isError,
    loadedAt: query.dataUpdatedAt,
    reload: () => query.refetch(),
  };
}
