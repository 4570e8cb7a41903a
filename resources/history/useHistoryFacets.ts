// The values the history's filters offer (GET /api/admin/history/facets): the users who acted,
// the entities and the actions recorded so far.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallAnswer } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { historyCalls } from './calls';

export type HistoryFacets = CallAnswer<typeof historyCalls.calls.historyFacets>;

const NONE: HistoryFacets = { users: [], entities: [], actions: [] };

export function useHistoryFacets(): HistoryFacets {
  const dataProvider = useDataProvider<CallsProvider<typeof historyCalls>>();
  const { data } = useQuery({ queryKey: ['history', 'facets'], queryFn: () => dataProvider.historyFacets() });
  return data ?? NONE;
}
