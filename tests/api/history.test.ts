// The history through the calls that write it and GET /api/admin/history(/facets), on every
// dialect: what a save records, what it does not, that a change and its record commit together,
// the security events, the filters and who may read them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../schemas/answers/history';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, fingerprint, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '30';

type Item = HistoryItem;

const CLINIC = 'c1000000-0000-4000-8000-0000000000aa';
const cityForm = { slug: 'kazan', nameRU: 'Казань', nameEN: 'Kazan', place: 'в Казани', region: 16 };

describe.each(dialects())('history on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let adminId: number;
  let hubId: number;
  let cityId: number;
  const history = async (query: Record<string, string | number> = {}) => {
    const res = await admin.get(`/api/admin/history?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Item[]; total: number };
  };
  const latest = async () => (await history({ size: 1 })).items[0];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    adminId = (await admin.login(ACCOUNTS.ADMIN, PASSWORD)).json().user.id;
    hubId = (
      await admin.post('/api/admin/savehub', { form: { slug: 'volga', nameRU: 'Поволжье', nameEN: 'Volga', seoRU: '', seoEN: '' } })
    ).json().id;
  });
  afterAll(() => t.close());

  it('records a new city with its fields, and an edit with only the fields it changed', async () => {
    const created = await admin.post('/api/admin/city', { form: { id: 0, ...cityForm, hubId } });
    expect(created.statusCode).toBe(200);
    cityId = created.json().id;
    expect(await latest()).toEqual({
      id: expect.any(Number),
      at: expect.any(Number),
      userId: adminId,
      userEmail: ACCOUNTS.ADMIN,
      ip: expect.any(String),
      entity: 'cities',
      entityId: String(cityId),
      action: 'create',
      changes: {
        slug: [null, 'kazan'],
        region: [null, 16],
        hubId: [null, hubId],
        priority: [null, 0],
        'name.RU': [null, 'Казань'],
        'place.RU': [null, 'в Казани'],
        'name.EN': [null, 'Kazan'],
      },
      restoredFrom: null,
    });
    const { total } = await history();
    expect((await admin.post('/api/admin/city', { form: { ...cityForm, id: cityId, hubId, nameEN: 'Kazan city' } })).statusCode).toBe(200);
    const after = await history();
    expect(after.total).toBe(total + 1);
    expect(after.items[0]).toMatchObject({
      entity: 'cities',
      entityId: String(cityId),
      action: 'update',
      changes: { 'name.EN': ['Kazan', 'Kazan city'] },
    });
  });

  it('writes nothing for a save that changes nothing', async () => {
    const { total } = await history();
    expect((await admin.post('/api/admin/city', { form: { ...cityForm, id: cityId, hubId, nameEN: 'Kazan city' } })).statusCode).toBe(200);
    expect((await history()).total).toBe(total);
  });

  it('writes and stores nothing for a refused save (a field error, a slug another city uses)', async () => {
    await admin.post('/api/admin/city', { form: { id: 0, ...cityForm, slug: 'samara', nameRU: 'Самара', hubId } });
    const [{ total }, before] = [await history(), await fingerprint(t.app)];
    const invalid = await admin.post('/api/admin/city', { form: { ...cityForm, id: cityId, hubId, slug: 'k' } });
    expect(invalid.statusCode).toBe(400);
    const taken = await admin.post('/api/admin/city', { form: { ...cityForm, id: cityId, hubId, slug: 'samara' } });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().error)).toEqual(['slug']);
    expect((await history()).total).toBe(total);
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('stores no change whose record cannot be written: both are in one transaction', async () => {
    const refuse = {
      sqlite: [sql`create trigger refuse_history before insert on audit_log begin select raise(abort, 'refused'); end`],
      postgres: [
        sql`create function refuse_history() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
        sql`create trigger refuse_history before insert on audit_log for each row execute function refuse_history()`,
      ],
    }[dialect.name];
    const allow = {
      sqlite: [sql`drop trigger refuse_history`],
      postgres: [sql`drop trigger refuse_history on audit_log`, sql`drop function refuse_history`],
    }[dialect.name];
    for (const statement of refuse) await statement.execute(t.app.db);
    try {
      const before = await fingerprint(t.app);
      const res = await admin.post('/api/admin/city', { form: { ...cityForm, id: cityId, hubId, nameEN: 'Not stored' } });
      expect(res.statusCode).toBe(500);
      expect((await admin.post('/api/admin/citypriority', { form: { cityId, priority: 2 } })).statusCode).toBe(500);
      expect(await fingerprint(t.app)).toBe(before);
    } finally {
      for (const statement of allow) await statement.execute(t.app.db);
    }
  });

  it('shortens long texts around the place where they differ', async () => {
    const long = 'Клиники Поволжья. '.repeat(40).trim();
    const form = { slug: 'volga', nameRU: 'Поволжье', nameEN: 'Volga', seoEN: '' };
    await admin.post('/api/admin/savehub', { form: { ...form, id: hubId, seoRU: long } });
    expect((await admin.post('/api/admin/savehub', { form: { ...form, id: hubId, seoRU: `${long}Казань.` } })).statusCode).toBe(200);
    // 200 characters of each, ending where the texts end since they differ only there.
    expect((await latest()).changes).toEqual({ 'seo.RU': [`…${long.slice(-200)}`, `…${`${long}Казань.`.slice(-200)}`] });
  });

  it("records a clinic's switches and approvals under the names the screens use", async () => {
    const clinicId = await addClinic(t.app.db, { hash: CLINIC, slug: 'history-clinic', names: { RU: 'Клиника' } });
    expect((await admin.post('/api/admin/toggleclinic', { form: { hash: CLINIC, locals: 'EN', visible: 'true' } })).statusCode).toBe(200);
    expect((await admin.post('/api/admin/toggledlead', { json: { hash: CLINIC, dLead: true } })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/approve/${CLINIC}`, { form: { locals: 'ALL', menu: 2 } })).statusCode).toBe(200);
    const { items } = await history({ entity: 'clinics', entityId: clinicId });
    expect(items.map((i) => [i.action, i.changes])).toEqual([
      ['approve', { section: [null, 2], langs: [null, ['RU', 'EN']] }],
      ['update', { directLead: [false, true] }],
      ['update', { 'visible.EN': [false, true] }],
    ]);
  });

  it('records a sign-in, a failed one (with the e-mail tried, never the password) and a sign-out', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.login(ACCOUNTS.MANAGER, 'wrong-password-42')).statusCode).toBe(401);
    expect((await visitor.login('nobody@test.local', 'another-guess-42')).statusCode).toBe(401);
    const managerId = (await visitor.login(ACCOUNTS.MANAGER, PASSWORD)).json().user.id;
    await visitor.post('/api/logout');
    const events = (await history({ entity: 'users', size: 4 })).items.reverse();
    expect(events.map((e) => [e.action, e.userId, e.userEmail, e.entityId])).toEqual([
      ['signin.failed', null, ACCOUNTS.MANAGER, String(managerId)],
      ['signin.failed', null, 'nobody@test.local', null],
      ['signin', managerId, ACCOUNTS.MANAGER, String(managerId)],
      ['signout', managerId, ACCOUNTS.MANAGER, String(managerId)],
    ]);
    expect(events.every((e) => e.changes === null)).toBe(true);
    const stored = JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute());
    expect(stored).not.toContain('wrong-password-42');
    expect(stored).not.toContain(PASSWORD);
  });

  it('records a synchronisation run once, with its counts', async () => {
    const res = await admin.post('/api/admin/sync/agents');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = await history({ entity: 'sync' });
    expect(items).toEqual([
      expect.objectContaining({
        userId: adminId,
        entityId: 'agents',
        action: 'run',
        // A run of one step (issue 25 point 4: a run is one row, its steps under `steps`).
        changes: {
          added: [null, 8],
          updated: [null, 0],
          removed: [null, 0],
          skipped: [null, 0],
          steps: [
            null,
            [{ step: 'agents', rows: 8, added: 8, updated: 0, removed: 0, skipped: 0, replaced: 0, finished: expect.any(Number) }],
          ],
        },
      }),
    ]);
  });

  it('filters by user, entity and record, action and time, newest first, a page at a time', async () => {
    const all = await history({ size: 200 });
    expect(all.items.map((i) => i.at)).toEqual([...all.items.map((i) => i.at)].sort((a, b) => b - a));
    const mine = await history({ userId: adminId, size: 200 });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.userId === adminId)).toBe(true);
    const city = await history({ entity: 'cities', entityId: cityId });
    expect(city.items.map((i) => i.action)).toEqual(['update', 'create']);
    expect((await history({ entity: 'hubs' })).items.every((i) => i.entity === 'hubs')).toBe(true);
    expect((await history({ action: 'signin.failed' })).total).toBe(2);
    const [newest, , third] = all.items;
    const range = await history({ from: third.at, to: newest.at, size: 200 });
    expect(range.items.every((i) => i.at >= third.at && i.at < newest.at)).toBe(true);
    expect(range.items.map((i) => i.id)).not.toContain(newest.id);
    const pages = [await history({ page: 0, size: 2 }), await history({ page: 1, size: 2 })];
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.slice(0, 4).map((i) => i.id));
    expect(pages[1].total).toBe(all.total);
    for (const bad of ['entityId=1', 'size=201', 'page=-1', 'userId=x', 'from=yesterday']) {
      expect((await admin.get(`/api/admin/history?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('lists the values of its filters', async () => {
    const res = await admin.get('/api/admin/history/facets');
    expect(res.statusCode).toBe(200);
    const facets = res.json();
    expect(facets.entities).toEqual(['cities', 'clinics', 'hubs', 'sync', 'users']);
    expect(facets.actions).toEqual(['approve', 'create', 'run', 'signin', 'signin.failed', 'signout', 'update']);
    expect(facets.users).toEqual(
      expect.arrayContaining([
        { id: adminId, email: ACCOUNTS.ADMIN },
        { id: expect.any(Number), email: ACCOUNTS.MANAGER },
      ]),
    );
    expect(facets.users).toHaveLength(2);
  });

  it('answers only ADMIN: 403 to the other roles, 401 to anonymous visitors', async () => {
    for (const role of ['MANAGER', 'REDACTOR'] as const) {
      const c = new Client(t.app);
      await c.login(ACCOUNTS[role], PASSWORD);
      expect((await c.get('/api/admin/history')).statusCode).toBe(403);
      expect((await c.get('/api/admin/history/facets')).statusCode).toBe(403);
    }
    expect((await new Client(t.app).get('/api/admin/history')).statusCode).toBe(401);
    expect((await new Client(t.app).get('/api/admin/history/facets')).statusCode).toBe(401);
  });
});
