// The values the history's filters offer (GET /api/admin/history/facets): the users who acted,
// the entities and the actions recorded so far.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type HistoryFacets, historyCalls } from '../../dataProvider/historyCalls';
import type { AppDataProvider } from '../../dataProvider/index';

const NONE: HistoryFacets = { users: [], entities: [], actions: [] };

export function useHistoryFacets(): HistoryFacets {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['history', 'facets'], queryFn: () => dataProvider.request<HistoryFacets>(historyCalls.facets()) });
  return data ?? NONE;
}
