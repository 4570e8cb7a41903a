// A scripted fetch and browser environment for the data provider's and components' tests: answers
// are queued per "METHOD path" (the last one repeats; unscripted calls get 200 {}) and every request
// is recorded, so tests assert on what the wire carries.
import type { HttpEnvironment } from './http';

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Sent to outlive the page (fetch's keepalive). */
  keepalive?: boolean;
}

type Answer = { status?: number; body?: unknown };

export function fakeBrowser(initialCookie?: string) {
  const answers = new Map<string, Answer[]>();
  /** Requests that wait for the test before they are answered, by "METHOD path". */
  const held = new Map<string, Promise<void>>();
  const requests: Recorded[] = [];
  const visited: string[] = [];
  const remembered: string[] = [];
  const state = { cookie: initialCookie, path: '/admin/cities', rolesCleared: 0 };

  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : init.body;
    requests.push({
      method,
      url,
      headers,
      body: typeof body === 'string' ? JSON.parse(body) : body,
      ...(init.keepalive && { keepalive: true }),
    });
    if (url === '/api/csrf-token') state.cookie = 'fresh-token';
    const key = `${method} ${url.split('?')[0]}`;
    const waiting = held.get(key);
    if (waiting) {
      held.delete(key);
      await waiting;
    }
    const queue = answers.get(key) ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200, body: {} };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200 });
  }) as typeof globalThis.fetch;

  const env: HttpEnvironment = {
    fetch,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? state.cookie : undefined),
    currentPath: () => state.path,
    navigate: (path) => visited.push(path),
    rememberPath: (path) => remembered.push(path),
    clearRoles: () => {
      state.rolesCleared += 1;
    },
  };

  const answer = (key: string, status: number, body?: unknown) => {
    answers.set(key, [...(answers.get(key) ?? []), { status, body }]);
  };

  /** Drops what was queued for `key` and answers this from now on. */
  const replace = (key: string, status: number, body?: unknown) => {
    answers.set(key, [{ status, body }]);
  };

  /** The next request for `key` waits for the returned release before it is answered. */
  const hold = (key: string) => {
    let release = () => {};
    held.set(
      key,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => release();
  };

  return { env, answer, replace, hold, requests, visited, remembered, state };
}
