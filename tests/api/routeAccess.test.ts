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

/** The REDACTOR's part of /api/admin (docs/decisions.md "The REDACTOR role"): articles, tags and
 * rubrics, the media library, authors and the video library. Every other /api/admin route is
 * ADMIN-only; the MANAGER has none of these. */
const REDACTOR_AREA = [
  /^\/api\/admin\/articles?\//,
  /^\/api\/admin\/searchArticles$/,
  /^\/api\/admin\/tags?(\/|$)/,
  /^\/api\/admin\/rubric$/,
  /^\/api\/admin\/mediafile\//,
  /^\/api\/admin\/author(\/|$)/,
  /^\/api\/admin\/video(\/|$)/,
  // Reference reads of the content screens: directions and diseases, the clinic picker.
  /^\/api\/admin\/allcategories$/,
  /^\/api\/admin\/hubslist$/,
  /^\/api\/admin\/clinicslist$/,
];

/** Calls the REDACTOR's screens make, which must exist and be open to it. */
const REDACTOR_CALLS = [
  'GET /api/admin/articles/list',
  'GET /api/admin/article/get',
  'POST /api/admin/article/save',
  'GET /api/admin/tags',
  'POST /api/admin/tag',
  'GET /api/admin/searchArticles',
  'GET /api/admin/mediafile/list',
  'POST /api/admin/mediafile/upload',
  'POST /images/mediafile',
  'POST /api/admin/rubric',
  'GET /api/admin/author/all',
  'POST /api/admin/author',
  'PUT /api/admin/author',
  'DELETE /api/admin/author/:id',
  'GET /api/admin/video/all',
  'POST /api/admin/video',
  'PUT /api/admin/video/:id',
  'DELETE /api/admin/video/:id',
  'GET /api/doctors',
  'GET /api/articles/',
  'GET /api/clinics/:slug',
];

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

  it('has routes under /api/admin, ADMIN-only but for the content area, which the REDACTOR shares', () => {
    const admin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(3);
    const content = (url: string) => REDACTOR_AREA.some((pattern) => pattern.test(url));
    for (const route of admin)
      expect(`${route.method} ${route.url}: ${JSON.stringify(route.access)}`).toBe(
        `${route.method} ${route.url}: ${JSON.stringify(content(route.url) ? ['ADMIN', 'REDACTOR'] : ['ADMIN'])}`,
      );
    const shared = t.app.routeTable
      .filter((r) => Array.isArray(r.access) && r.access.includes('REDACTOR'))
      .map((r) => `${r.method} ${r.url}`);
    expect(shared).toEqual(expect.arrayContaining(REDACTOR_CALLS));
  });

  it('has the leads calls under /api/manager, MANAGER-only (docs/decisions.md "Leads"), and the portal\'s public form', () => {
    const manager = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/manager/'))
      .map((r) => `${r.method} ${r.url} ${JSON.stringify(r.access)}`);
    expect(manager.sort()).toEqual(
      ['GET /api/manager/leads', 'GET /api/manager/objects', 'POST /api/manager/lead/:id/:move'].map((call) => `${call} ["MANAGER"]`),
    );
    const portal = t.app.routeTable.filter((r) => r.url === '/api/public/lead');
    expect(portal.map((r) => [r.method, r.access, r.csrf])).toEqual([
      ['OPTIONS', 'public', undefined],
      ['POST', 'public', false],
    ]);
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

  it("will not register an /api/admin route that is not ADMIN-only or the content staff's", async () => {
    const { app, close } = await createTestApp(dialect);
    expect(() => app.get('/api/admin/leak', { config: { access: 'public' } }, async () => ({}))).toThrow(/must declare access/);
    await close();
  });
});
