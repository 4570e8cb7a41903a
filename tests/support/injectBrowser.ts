// The browser's HTTP environment over app.inject: the data provider (dataProvider/index.ts) and
// its client (dataProvider/http.ts) talk to a test app exactly as they talk to the server in the
// browser, with the signed-in Client's cookies (session and CSRF token).
import type { FastifyInstance } from 'fastify';
import type { HttpEnvironment } from '../../dataProvider/http';
import type { Client } from './client';

export function injectBrowser(app: FastifyInstance, client: Client) {
  const visited: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // A Request encodes the body (form data with its boundary) as the browser would.
    const request = new Request(new URL(String(input), 'http://admin.test'), init);
    const headers: Record<string, string> = Object.fromEntries(request.headers.entries());
    headers.cookie = client.cookieHeader();
    const payload = init.body === undefined ? undefined : Buffer.from(await request.arrayBuffer());
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload,
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, statusText: answer.statusMessage });
  }) as typeof globalThis.fetch;
  const env: HttpEnvironment = {
    fetch,
    readCookie: (name) => client.cookies.get(name),
    currentPath: () => '/admin',
    navigate: (path) => visited.push(path),
    rememberPath: () => undefined,
    clearRoles: () => undefined,
  };
  return { env, visited };
}
