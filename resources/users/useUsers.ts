// The employees' list (listUsers) and one employee (getUser), cached under 'users' so that every
// change refreshes both.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useSession } from '../../src/auth/useSession';
import type { userCalls } from './calls';
import type { UserAccount } from './userModel';

export const USERS_KEY = 'users';

export function useUsers() {
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const query = useQuery({
    queryKey: [USERS_KEY, 'list'],
    queryFn: () => dataProvider.listUsers(),
  });
  return { users: query.data?.users ?? [], isPending: query.isPending, isFetching: query.isFetching };
}

export function useUser(hash: string) {
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [USERS_KEY, 'one', hash],
    queryFn: () => dataProvider.getUser({ hash }),
    refetchOnWindowFocus: false,
  });
  return {
    user: query.data?.user,
    loadedAt: query.dataUpdatedAt,
    reload: () => query.refetch(),
    /** After a change: the list and this profile show the stored account; the top bar too (roles). */
    changed: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [USERS_KEY] }), queryClient.invalidateQueries({ queryKey: ['auth'] })]),
  };
}

/** Whether `user` is the signed-in one (the admin tab's self rules, 002 §4 "User"). */
export function useIsSelf(user: Pick<UserAccount, 'hash'> | undefined) {
  const { user: me } = useSession();
  return !!user && me?.hash === user.hash;
}
