// The roles an employee may be given (GET /api/admin/newuser answers them): the modal's and the
// admin tab's options; the admin tab disables role editing with fewer than two (002 §4 "User").
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index';
import { userCalls } from '../../dataProvider/userCalls';

export function useRoleOptions(): string[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: () => dataProvider.request<{ roles: string[] }>(userCalls.roleOptions()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.roles ?? [];
}
