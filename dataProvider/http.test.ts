import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Declared } from '../common/calls';
import { viewCalls } from '../resources/views/calls';
import { callRequest } from './callRequests';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should reject'),
    (e: HttpError) => e,
  );

describe('http client', () => {
  it('sends GET with the query and no CSRF header', async () => {
    const browser = fakeBrowser('token-1');
    browser.answer('GET /api/admin/list', 200, { items: [1] });
    const body = await createHttp(browser.env)({ path: '/api/admin/list', query: { page: 0, size: 15, q: '' } });
    expect(body).toEqual({ items: [1] });
    expect(browser.requests[0].url).toBe('/api/admin/list?page=0&size=15');
    expect(browser.requests[0].headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends the cookie token on POST, multipart by default, lists as repeated fields', async () => {
    const browser = fakeBrowser('token-1');
    await createHttp(browser.env)({ method: 'POST', path: '/api/x', body: { a: 1, b: null, c: ['x', 'y'] } });
    const sent = browser.requests[0];
    expect(sent.headers['X-XSRF-TOKEN']).toBe('token-1');
    expect(sent.body).toEqual({ a: '1', c: 'y' });
  });

  it('fetches /api/csrf-token first when the cookie is absent, and sends JSON when asked', async () => {
    const browser = fakeBrowser();
    await createHttp(browser.env)({ method: 'PUT', path: '/api/y', encoding: 'json', body: { v: true } });
    expect(browser.requests.map((r) => r.url)).toEqual(['/api/csrf-token', '/api/y']);
    expect(browser.requests[1].headers['X-XSRF-TOKEN']).toBe('fresh-token');
    expect(browser.requests[1].headers['Content-Type']).toBe('application/json');
    expect(browser.requests[1].body).toEqual({ v: true });
  });

  it('fetches a fresh token for sign-in even with a cookie', async () => {
    const browser = fakeBrowser('old');
    await createHttp(browser.env)({ method: 'POST', path: '/login', body: {}, freshCsrf: true });
    expect(browser.requests[0].url).toBe('/api/csrf-token');
    expect(browser.requests[1].headers['X-XSRF-TOKEN']).toBe('fresh-token');
  });

  it.each([
    ['error', { error: { slug: ['Min length is 2'], nameRU: ['a', 'b'] } }],
    ['errors', { errors: { slug: ['Min length is 2'], nameRU: ['a', 'b'] } }],
    ['root', { slug: 'Min length is 2', nameRU: ['a', 'b'], status: 400, message: 'Bad' }],
  ] as const)('maps field errors under %s onto body.errors', async (at, answer) => {
    const browser = fakeBrowser('t');
    browser.answer('POST /api/save', 400, answer);
    const error = await failure(createHttp(browser.env)({ method: 'POST', path: '/api/save', body: {}, errorsAt: at }));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ slug: 'Min length is 2', nameRU: 'a; b' });
    expect(browser.visited).toEqual([]);
  });

  it('treats a 200 answer carrying a field-error object as a failure', async () => {
    const browser = fakeBrowser('t');
    browser.answer('POST /api/save', 200, { error: { slug: ['taken'] } });
    const error = await failure(createHttp(browser.env)({ method: 'POST', path: '/api/save', body: {}, errorsAt: 'error' }));
    expect(error.body.errors).toEqual({ slug: 'taken' });
  });

  it('keeps an empty error object a success', async () => {
    const browser = fakeBrowser('t');
    browser.answer('POST /api/save', 200, { error: {}, id: 3 });
    await expect(createHttp(browser.env)({ method: 'POST', path: '/api/save', body: {}, errorsAt: 'error' })).resolves.toEqual({
      error: {},
      id: 3,
    });
  });

  it('on 401 clears roles, remembers the path and goes to /login, still rejecting', async () => {
    const browser = fakeBrowser('t');
    browser.answer('GET /api/admin/citieslist', 401, { message: 'Please sign in', path: '/api/admin/citieslist' });
    const error = await failure(createHttp(browser.env)({ path: '/api/admin/citieslist' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Please sign in');
    expect(browser.state.rolesCleared).toBe(1);
    expect(browser.remembered).toEqual(['/admin/cities']);
    expect(browser.visited).toEqual(['/login']);
  });

  it('does not remember the path when already on /login', async () => {
    const browser = fakeBrowser('t');
    browser.state.path = '/login';
    browser.answer('GET /api/x', 401, {});
    await failure(createHttp(browser.env)({ path: '/api/x' }));
    expect(browser.remembered).toEqual([]);
    expect(browser.visited).toEqual(['/login']);
  });

  it('leaves a failed sign-in (body path /login) to its caller', async () => {
    const browser = fakeBrowser('t');
    browser.answer('POST /login', 401, { message: 'Wrong login/password', path: '/login' });
    const error = await failure(createHttp(browser.env)({ method: 'POST', path: '/login', body: {} }));
    expect(error.message).toBe('Wrong login/password');
    expect(browser.visited).toEqual([]);
    expect(browser.state.rolesCleared).toBe(0);
  });

  it('leaves a blocked account’s sign-in (403, body path /login) to its caller', async () => {
    const browser = fakeBrowser('t');
    browser.answer('POST /login', 403, { message: 'The account is blocked', path: '/login' });
    const error = await failure(createHttp(browser.env)({ method: 'POST', path: '/login', body: {} }));
    expect(error.status).toBe(403);
    expect(browser.visited).toEqual([]);
    expect(browser.state.rolesCleared).toBe(0);
  });

  it.each([
    [403, '/error/403'],
    [404, '/error/404'],
  ])('on %i goes to %s and rejects', async (status, page) => {
    const browser = fakeBrowser('t');
    browser.answer('GET /api/x', status, { message: 'no' });
    const error = await failure(createHttp(browser.env)({ path: '/api/x' }));
    expect(error.status).toBe(status);
    expect(browser.visited).toEqual([page]);
  });

  it('leaves a 404 to a call that tells its own (notFoundHere), and still sends a 403 to its page', async () => {
    const browser = fakeBrowser('t');
    browser.answer('DELETE /api/views', 404, { message: 'gone' });
    const error = await failure(createHttp(browser.env)({ method: 'DELETE', path: '/api/views', notFoundHere: true }));
    expect(error).toMatchObject({ status: 404, message: 'gone' });
    expect(browser.visited).toEqual([]);
    browser.answer('DELETE /api/views/other', 403, { message: 'no' });
    await failure(createHttp(browser.env)({ method: 'DELETE', path: '/api/views/other', notFoundHere: true }));
    expect(browser.visited).toEqual(['/error/403']);
  });

  it('turns a 500 without a body into an HttpError', async () => {
    const browser = fakeBrowser('t');
    browser.answer('GET /api/x', 500);
    const error = await failure(createHttp(browser.env)({ path: '/api/x' }));
    expect(error.status).toBe(500);
    expect(browser.visited).toEqual([]);
  });

  it('sends a call that outlives the page (the column choice) with keepalive, and others without', async () => {
    const browser = fakeBrowser('token-1');
    const http = createHttp(browser.env);
    const { saveColumns, deleteView } = viewCalls.calls as Record<string, Declared>;
    await http(callRequest(saveColumns, { resource: 'clinics', columns: ['id'] }));
    await http(callRequest(deleteView, { resource: 'clinics', id: 1 }));
    expect(browser.requests.map((request) => [request.method, request.keepalive ?? false])).toEqual([
      ['PUT', true],
      ['DELETE', false],
    ]);
  });
});
