// The signed-in state as screens read it: the roles answer (one cached GET /api/roles, refreshed
// when the session changes), the active roles in landing order and the user.
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from './authProvider';
import { ANONYMOUS, activeRoles, isSignedIn } from './session';

export function useSession() {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['auth', 'roles'],
    queryFn: () => authProvider?.getRoles() ?? ANONYMOUS,
  });
  const answer = data ?? ANONYMOUS;
  return { isPending, signedIn: isSignedIn(answer), roles: activeRoles(answer), user: answer.user };
}
