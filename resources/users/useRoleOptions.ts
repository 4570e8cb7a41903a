// The roles an employee may be given (newUserOptions answers them): the modal's and the
// admin tab's options; the admin tab disables role editing with fewer than two (002 §4 "User").
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { userCalls } from './calls';

export function useRoleOptions(): string[] {
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const query = useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: () => dataProvider.newUserOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.roles ?? [];
}
