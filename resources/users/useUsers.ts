// One employee (getUser, react-admin's getOne of 'users'), cached under 'users' with the engine's
// list so that every change refreshes both.
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import { useSession } from '../../src/auth/useSession';
import type { UserAccount } from './userModel';

export const USERS_KEY = 'users';

export function useUser(hash: string) {
  const queryClient = useQueryClient();
  // Read by its hash, as the profile's path names it (the record's id is its number).
  const query = useGetOne(USERS_KEY, { id: hash }, { refetchOnWindowFocus: false });
  return {
    user: query.data as UserAccount | undefined,
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
