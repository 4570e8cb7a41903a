import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { createHttp } from '../../dataProvider/http';
import { createAuthProvider, createSession } from './authProvider';

const storage = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});

const roles = (...on: string[]) => ({
  roles: ['ADMIN', 'MANAGER', 'REDACTOR'].map((name) => ({ name, on: on.includes(name) })),
  user: { id: 1, name: 'Анна' },
});

function setup() {
  const browser = fakeBrowser('token');
  const changes = vi.fn();
  const http = createHttp(browser.env);
  const session = createSession(http, changes);
  return { browser, changes, session, auth: createAuthProvider(http, session) };
}

describe('auth provider', () => {
  beforeEach(() => storage.clear());

  it('lands on the page of the first active role, in the order ADMIN, MANAGER, REDACTOR', async () => {
    for (const [on, landing] of [
      [['MANAGER', 'REDACTOR'], '/manager/leads'],
      [['REDACTOR', 'ADMIN'], '/admin/seopages'],
      [['REDACTOR'], '/redactor/articles'],
    ] as const) {
      const { browser, auth } = setup();
      browser.answer('POST /login', 200, roles(...on));
      await expect(auth.login({ email: 'a@b.cd', password: 'x' })).resolves.toEqual({ redirectTo: landing });
    }
  });

  it('prefers the remembered URL, once', async () => {
    const { browser, auth } = setup();
    browser.answer('POST /login', 200, roles('ADMIN'));
    storage.set('afterLoginPath', '/admin/hubs?x=1');
    await expect(auth.login({ email: 'a@b.cd', password: 'x' })).resolves.toEqual({ redirectTo: '/admin/hubs?x=1' });
    await expect(auth.login({ email: 'a@b.cd', password: 'x' })).resolves.toEqual({ redirectTo: '/admin/seopages' });
  });

  it('reads the roles once and treats a failed roles call as signed out', async () => {
    const { browser, auth } = setup();
    browser.answer('GET /api/roles', 500);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(auth.getPermissions?.({})).resolves.toEqual([]);
    expect(browser.requests.filter((request) => request.url === '/api/roles')).toHaveLength(1);
  });

  it('gives permissions and identity from the roles answer', async () => {
    const { browser, auth } = setup();
    browser.answer('GET /api/roles', 200, roles('MANAGER', 'ADMIN'));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getPermissions?.({})).resolves.toEqual(['ADMIN', 'MANAGER']);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ id: 1, fullName: 'Анна' });
  });

  it('logs out on the server only when signed in, then asks the roles again', async () => {
    const { browser, auth, changes } = setup();
    browser.answer('GET /api/roles', 200, roles('ADMIN'));
    browser.answer('GET /api/roles', 200, { roles: [], user: null });
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(changes).toHaveBeenCalled();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    await auth.logout({});
    expect(browser.requests.filter((request) => request.url === '/api/logout')).toHaveLength(1);
  });

  it('clears the roles without a call (the 401 rule)', async () => {
    const { browser, session, auth } = setup();
    browser.answer('GET /api/roles', 200, roles('ADMIN'));
    await auth.checkAuth({});
    session.clear();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(browser.requests.filter((request) => request.url === '/api/roles')).toHaveLength(1);
  });
});
