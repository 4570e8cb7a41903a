// Guards a screen: a visitor who is not signed in goes to /login (the URL is remembered for after
// the sign-in); a signed-in user without one of the screen's roles gets the 403 page.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Loading, Navigate, useLocation } from 'react-admin';
import { type RoleName, rememberPath } from './session';
import { useSession } from './useSession';

export function RequireRoles({ roles, children }: { roles: readonly RoleName[]; children: ReactNode }) {
  const { isPending, signedIn, roles: active } = useSession();
  if (isPending) return <Loading />;
  if (!signedIn) return <ToLogin />;
  if (!roles.some((role) => active.includes(role))) return <Navigate to="/error/403" replace />;
  return <>{children}</>;
}

function ToLogin() {
  const location = useLocation();
  useEffect(() => rememberPath(location.pathname + location.search), [location]);
  return <Navigate to="/login" replace />;
}
