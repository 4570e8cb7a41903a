/**
 * react-admin's AuthProvider over the session calls (docs/api.md):
 *
 * login          => POST /login (multipart email, password, fresh CSRF token) -> { roles, user };
 *                   then the remembered URL or the first active role's landing page
 * logout         => POST /api/logout (only when signed in), then GET /api/roles again
 * checkAuth      => GET /api/roles (one cached answer); rejects when nobody is signed in
 * getPermissions => the names of the roles that are on, in landing order
 * getIdentity    => the user of the roles answer
 * getRoles       => the whole roles answer (read by the menus and guards)
 * refreshRoles   => forgets the answer and asks GET /api/roles again (the live socket closed, or
 *                   the roles changed): a signed-out answer sends the guards to /login
 * checkError     => resolves: the http client has already applied the 401/403/404 rules
 *                   (dataProvider/http.ts), and a rejection would make react-admin swallow the
 *                   error (its useDataProvider answers { data: {} } after a logout)
 *
 * `session` lets the rest of the app read, replace, clear (401) or refresh (logout) the answer;
 * `onChange` tells react-admin's auth queries to ask again.
 */
import type { AuthProvider } from 'react-admin';
import { callRequest } from '../../dataProvider/callRequests';
import type { Http } from '../../dataProvider/http';
import { sessionCalls } from '../../resources/session/calls';
import {
  ANONYMOUS,
  activeRoles,
  avatarUrl,
  isSignedIn,
  landingPath,
  normalizeRoles,
  type RolesAnswer,
  takeRememberedPath,
  userName,
} from './session';

/** The session's declared calls (resources/session/calls.ts), sent through the one http client. */
const calls = sessionCalls.calls;

export interface Session {
  load: () => Promise<RolesAnswer>;
  set: (answer: RolesAnswer) => void;
  clear: () => void;
  refresh: () => void;
}

export function createSession(http: Http, onChange: () => void): Session {
  let current: Promise<RolesAnswer> | undefined;
  return {
    // "Roles call failure means logged out" (002 §8).
    load: () => {
      current ??= http(callRequest(calls.roles)).then(normalizeRoles, () => ANONYMOUS);
      return current;
    },
    set: (answer) => {
      current = Promise.resolve(normalizeRoles(answer));
      onChange();
    },
    clear: () => {
      current = Promise.resolve(ANONYMOUS);
      onChange();
    },
    refresh: () => {
      current = undefined;
      onChange();
    },
  };
}

export type AppAuthProvider = AuthProvider & { getRoles: () => Promise<RolesAnswer>; refreshRoles: () => void };

export function createAuthProvider(http: Http, session: Session): AppAuthProvider {
  return {
    getRoles: session.load,
    refreshRoles: session.refresh,
    login: async ({ email, password }: { email: string; password: string }) => {
      const answer = normalizeRoles(await http(callRequest(calls.login, { email, password })));
      session.set(answer);
      return { redirectTo: takeRememberedPath() ?? landingPath(activeRoles(answer)) ?? '/' };
    },
    logout: async () => {
      if (isSignedIn(await session.load())) await http(callRequest(calls.logout)).catch(() => undefined);
      session.refresh();
      return '/login';
    },
    checkAuth: async () => {
      if (!isSignedIn(await session.load())) throw { redirectTo: '/login', message: false };
    },
    checkError: async () => undefined,
    getPermissions: async () => activeRoles(await session.load()),
    getIdentity: async () => {
      const { user } = await session.load();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: userName(user, user.lang ?? 'ru'), avatar: avatarUrl(user) };
    },
  };
}
