// Wires the app's services once: one http client shared by the data provider and the auth
// provider, the roles session, and the query cache whose auth entries a session change refreshes.
import { QueryClient } from '@tanstack/react-query';
import { createDataProvider } from '../dataProvider/callProvider';
import { deferredRegistry } from '../dataProvider/callRegistry';
import { createDownload } from '../dataProvider/download';
import { createHttp, type Http, type HttpEnvironment } from '../dataProvider/http';
import { createUpload } from '../dataProvider/upload';
import * as liveCalls from '../resources/live/calls';
import * as sessionCalls from '../resources/session/calls';
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
    dataProvider: dataProviderOf(http, env),
  };
}

/** The declared calls' data provider (dataProvider/callProvider.ts), with uploads with progress
 * (XMLHttpRequest) and downloads beside the fetch client, on the same environment. The screens'
 * declarations (resources/index.ts) load with the first signed-in page, not with the login page. */
const callRegistry = deferredRegistry([sessionCalls, liveCalls], () => import('../resources').then((module) => module.callRegistry));

function dataProviderOf(http: Http, env: HttpEnvironment) {
  return createDataProvider(callRegistry, { http, upload: createUpload(env), download: createDownload(env) });
}

export type Services = ReturnType<typeof createServices>;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}
