// Every registered route × every kind of caller: refusals are 401 (no session) or 403 (wrong
// role), and a refused call changes no row. The table grows by itself as routes are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/db/tables';
import type { Access } from '../../server/types';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, addUser, blockUser, fingerprint, PASSWORD } from '../support/users';

type Caller = 'anonymous' | Role | 'blocked';
const CALLERS: Caller[] = ['anonymous', 'ADMIN', 'MANAGER', 'REDACTOR', 'blocked'];

/** What a caller must get from a route, or undefined when the route lets them through. */
function expectedRefusal(access: Access | undefined, caller: Caller): number | undefined {
  if (access === 'public') return undefined;
  if (caller === 'anonymous' || caller === 'blocked') return access === undefined ? 403 : 401;
  if (access === 'user') return undefined;
  return access?.includes(caller) ? undefined : 403;
}

/** The articles and tags calls, which the REDACTOR may make too (docs/decisions.md "Articles and tags"). */
const CONTENT_ROUTES = new Set([
  '/api/admin/articles/list',
  '/api/admin/article/get',
  '/api/admin/article/save',
  '/api/admin/article/preview/:id',
  '/api/admin/tags',
  '/api/admin/tag/:id',
  '/api/admin/tag',
  '/api/admin/searchArticles',
  '/api/admin/allcategories',
  '/api/admin/hubslist',
  '/api/admin/rubric',
]);

const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe.each(dialects())('route access on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clients = {} as Record<Caller, Client>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    await addUser(t.app, 'blocked@test.local', ['ADMIN', 'MANAGER', 'REDACTOR']);
    for (const caller of CALLERS) {
      clients[caller] = new Client(t.app);
      const email = caller === 'blocked' ? 'blocked@test.local' : caller === 'anonymous' ? undefined : ACCOUNTS[caller];
      if (email) expect((await clients[caller].login(email, PASSWORD)).statusCode).toBe(200);
      else await clients[caller].csrf();
    }
    await blockUser(t.app, 'blocked@test.local');
  });
  afterAll(() => t.close());

  it('has routes under /api/admin, all declared ADMIN-only', () => {
    const admin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(3);
    for (const route of admin) expect(route.access, route.url).toEqual(CONTENT_ROUTES.has(route.url) ? ['ADMIN', 'REDACTOR'] : ['ADMIN']);
  });

  it('refuses every protected route to the wrong callers and changes nothing', async () => {
    const checked: string[] = [];
    const before = await fingerprint(t.app);
    for (const route of t.app.routeTable) {
      for (const caller of CALLERS) {
        const expected = expectedRefusal(route.access, caller);
        if (expected === undefined) continue;
        const url = concrete(route.url);
        const res =
          route.method === 'GET'
            ? await clients[caller].get(url)
            : await clients[caller].send(route.method as 'POST', url, { form: { id: '1', slug: 'changed', hash: 'x' } });
        expect(`${route.method} ${route.url} as ${caller}: ${res.statusCode}`).toBe(
          `${route.method} ${route.url} as ${caller}: ${expected}`,
        );
        checked.push(`${route.method} ${route.url} ${caller}`);
      }
      // Compared after each route's refused calls: a failure names the route that wrote.
      expect((await fingerprint(t.app)) === before, `${route.method} ${route.url}: a refused call changed rows`).toBe(true);
    }
    expect(checked.length).toBeGreaterThan(20);
    // Every route of the app, each refused caller: it grows with the API.
  }, 90_000);

  it('refuses a route that declares no access rule (fail closed)', async () => {
    const { app, close } = await createTestApp(dialect);
    app.get('/api/undeclared', async () => ({ secret: true }));
    await addUser(app, 'root@test.local', ['ADMIN']);
    const c = new Client(app);
    await c.login('root@test.local', PASSWORD);
    expect((await c.get('/api/undeclared')).statusCode).toBe(403);
    await close();
  });

  it('will not register an /api/admin route that is not ADMIN-only', async () => {
    const { app, close } = await createTestApp(dialect);
    expect(() => app.get('/api/admin/leak', { config: { access: 'public' } }, async () => ({}))).toThrow(/must declare access/);
    await close();
  });
});
