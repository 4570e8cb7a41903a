// Wires the app's services once: one http client shared by the data provider and the auth
// provider, the roles session, and the query cache whose auth entries a session change refreshes.
import { QueryClient } from '@tanstack/react-query';
import { appEndpoints } from '../dataProvider/declaredEndpoints';
import { createDownload } from '../dataProvider/download';
import { createHttp, type HttpEnvironment } from '../dataProvider/http';
import { createDataProvider } from '../dataProvider/index';
import { createUpload } from '../dataProvider/upload';
import { createAuthProvider, createSession } from './auth/authProvider';
import { rememberPath } from './auth/session';
import type { LiveSetupValue } from './live/LiveProvider';

export type BrowserHooks = Pick<HttpEnvironment, 'fetch' | 'readCookie' | 'currentPath' | 'navigate'> & {
  /** The live channel; absent in the jsdom tests, which have no server to hold a socket. */
  live?: LiveSetupValue;
};

export function createServices(hooks: BrowserHooks) {
  const queryClient = new QueryClient();
  const env: HttpEnvironment = { ...hooks, rememberPath, clearRoles: () => session.clear() };
  const http = createHttp(env);
  const session = createSession(http, () => void queryClient.invalidateQueries({ queryKey: ['auth'] }));
  return {
    queryClient,
    session,
    live: hooks.live,
    authProvider: createAuthProvider(http, session),
    // Uploads with progress (XMLHttpRequest) beside the fetch client, on the same environment.
    dataProvider: Object.assign(createDataProvider(http, appEndpoints), { upload: createUpload(env), download: createDownload(env) }),
  };
}

export type Services = ReturnType<typeof createServices>;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}
