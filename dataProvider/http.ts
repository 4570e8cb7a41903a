/**
 * The one HTTP client of the app; every call of the documented wire contract goes through it.
 *
 * request({ method, path, query, body, encoding, errorsAt, freshCsrf, version })
 *   GET    path?query                 no body
 *   POST   path   multipart (FormData) or JSON, as the call documents
 *   PUT / PATCH / DELETE   same
 *
 * - Version: a save of a loaded record sends `If-Match: "<updated>"` (`version`); the server answers
 *   409 when the record changed since (docs/decisions.md "No lost updates"). No version, no header.
 * - CSRF: every POST/PUT/PATCH/DELETE sends `X-XSRF-TOKEN: <XSRF-TOKEN cookie>`. When the cookie is
 *   absent (or `freshCsrf` is set: sign-in and password pages), GET /api/csrf-token is called first.
 * - Pages: callers pass the wire's zero-based `page` (see dataProvider/index.ts).
 * - Field errors: the field-keyed object under `error`, `errors` or the top level (`errorsAt`, per
 *   call) turns the answer into HttpError(message, status, { ...body, errors: { field: message } })
 *   whatever the status (some calls answer 200 with an error object). Lists are joined with '; '.
 * - Other non-2xx answers become HttpError(body.message ?? statusText, status, body).
 * - 401: roles are cleared, the current path is remembered (unless on /login) and the browser goes
 *   to /login, unless the body's `path` is '/login' (the failed call was the sign-in itself).
 *   403 goes to /error/403 (but a blocked account's sign-in, body `path` '/login', stays on the
 *   form), 404 to /error/404 (unless the call tells its own: `notFoundHere`). Every error is still
 *   thrown to the caller.
 * dataProvider/upload.ts (file uploads with progress, over XMLHttpRequest) shares the CSRF token,
 * the failure rules and the error mapping through the exports below.
 */
import { HttpError } from 'react-admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Where a call puts its field-keyed error object: `{ error: {...} }`, `{ errors: {...} }` or `{...}`. */
export type ErrorsAt = 'error' | 'errors' | 'root';
export type Encoding = 'multipart' | 'json';
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export interface HttpRequest {
  method?: Method;
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  encoding?: Encoding;
  errorsAt?: ErrorsAt;
  freshCsrf?: boolean;
  /** The version (`updated`) of the record the form loaded: sent as If-Match. */
  version?: number;
  /** A 404 is the caller's to tell, not the not-found page's (the call's `notFoundHere`). */
  notFoundHere?: boolean;
  /** Sent to outlive the page (the call's `keepalive`). */
  keepalive?: boolean;
}

/** What the client needs from the browser; tests pass fakes. */
export interface HttpEnvironment {
  fetch: typeof fetch;
  readCookie: (name: string) => string | undefined;
  currentPath: () => string;
  navigate: (path: string) => void;
  rememberPath: (path: string) => void;
  clearRoles: () => void;
}

export type Http = <T = unknown>(request: HttpRequest) => Promise<T>;

const LOGIN_PATH = '/login';
const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const VERSION_HEADER = 'If-Match';
/** Keys of the common error answer (docs/api.md), never field names when errors sit at the top. */
const ERROR_ENVELOPE = new Set(['status', 'error', 'message', 'path', 'id', 'timestamp']);
const NAVIGATE_ON_STATUS: Record<number, string> = { 403: '/error/403', 404: '/error/404' };

/** The CSRF token for a state-changing call: the cookie's, or a fresh one from GET /api/csrf-token. */
export function createCsrfToken(env: Pick<HttpEnvironment, 'fetch' | 'readCookie'>) {
  return async function csrfToken(fresh: boolean): Promise<string | undefined> {
    const existing = env.readCookie(CSRF_COOKIE);
    if (existing && !fresh) return existing;
    const answer = await env.fetch('/api/csrf-token', { credentials: 'same-origin' });
    const body = parseBody(await answer.text()) as { token?: string } | null;
    return env.readCookie(CSRF_COOKIE) ?? body?.token;
  };
}

/** What a failed answer does in the browser (401 to the login page, 403 and 404 to their pages).
 * A refused sign-in (401 wrong login/password, 403 blocked account) is its form's to show. */
export function createFailureHandler(env: HttpEnvironment) {
  return function onFailure(status: number, body: unknown): void {
    if ((status === 401 || status === 403) && wirePath(body) === LOGIN_PATH) return;
    if (status === 401) {
      env.clearRoles();
      const here = env.currentPath();
      if (!here.startsWith(LOGIN_PATH)) env.rememberPath(here);
      env.navigate(LOGIN_PATH);
      return;
    }
    const target = NAVIGATE_ON_STATUS[status];
    if (target) env.navigate(target);
  };
}

/** The HttpError an answer stands for (field errors even on 200), or undefined when it succeeded. */
export function answerError(status: number, statusText: string, body: unknown, errorsAt: ErrorsAt | undefined): HttpError | undefined {
  const ok = status >= 200 && status < 300;
  const fieldErrors = findFieldErrors(body, errorsAt);
  if (ok && !fieldErrors) return undefined;
  const base = isObject(body) ? body : {};
  const message = typeof base.message === 'string' ? base.message : statusText || 'form.error';
  return new HttpError(message, ok ? 400 : status, fieldErrors ? { ...base, errors: fieldErrors } : body);
}

export function createHttp(env: HttpEnvironment): Http {
  const csrfToken = createCsrfToken(env);
  const onFailure = createFailureHandler(env);

  return async function request<T>(req: HttpRequest): Promise<T> {
    const method = req.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (req.body !== undefined) {
      if (req.encoding === 'json') {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(req.body);
      } else {
        payload = toFormData(req.body);
      }
    }
    if (method !== 'GET') {
      const token = await csrfToken(req.freshCsrf ?? false);
      if (token) headers[CSRF_HEADER] = token;
    }
    if (req.version !== undefined) headers[VERSION_HEADER] = `"${req.version}"`;
    const answer = await env.fetch(withQuery(req.path, req.query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      ...(req.keepalive && { keepalive: true }),
    });
    const body = parseBody(await answer.text());
    const error = answerError(answer.status, answer.statusText, body, req.errorsAt);
    if (!error) return body as T;
    if (!(req.notFoundHere && answer.status === 404)) onFailure(answer.status, body);
    throw error;
  };
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Multipart encoding: lists become repeated fields, files stay files, objects go as JSON text. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item);
      else if (isObject(item)) form.append(name, JSON.stringify(item));
      else form.append(name, String(item));
    }
  }
  return form;
}

/** The field-keyed errors of an answer, as react-admin's forms want them, or undefined. */
function findFieldErrors(body: unknown, at: ErrorsAt | undefined): Record<string, string> | undefined {
  if (!at || !isObject(body)) return undefined;
  const source = at === 'root' ? body : body[at];
  if (!isObject(source)) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    if (at === 'root' && ERROR_ENVELOPE.has(field)) continue;
    const messages = (Array.isArray(value) ? value : [value]).filter((m) => typeof m === 'string' && m);
    if (messages.length) errors[field] = messages.join('; ');
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** An answer's text as JSON; a text that is not JSON becomes { message: text }. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

function wirePath(body: unknown): unknown {
  return isObject(body) ? body.path : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}
