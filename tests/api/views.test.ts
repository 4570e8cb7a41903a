// Saved views and chosen columns (issue 27 point 4; GET/POST/DELETE /api/views?resource=, PUT
// /api/views/columns?resource=) on every dialect: a person's own views, those shared with a role of
// theirs and nobody else's private ones; a name unique per person and list, on the name field in the
// person's language; only a list the roles may open; only the owner (or an ADMIN, for a shared
// one) deletes; the history records saves and deletes; the chosen columns follow the person; the
// search everywhere finds a view by name; the export writes only the chosen columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, addUser, PASSWORD } from '../support/users';

const LEADS = '/api/views?resource=leads';
const leadState = { filter: { state: 'NEW', clinics: '3' }, sort: 'id', order: 'DESC', columns: ['id', 'patient', 'phone'] } as const;

describe.each(dialects())('saved views on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const as: Record<'ADMIN' | 'MANAGER' | 'REDACTOR' | 'MANAGER2' | 'ENGLISH', Client> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    await addUser(t.app, 'manager2@test.local', ['MANAGER']);
    await addUser(t.app, 'english@test.local', ['MANAGER']);
    const emails = { ...ACCOUNTS, MANAGER2: 'manager2@test.local', ENGLISH: 'english@test.local' };
    for (const [who, email] of Object.entries(emails)) {
      as[who as keyof typeof as] = new Client(t.app);
      await as[who as keyof typeof as].login(email, PASSWORD);
    }
    await as.ENGLISH.post('/api/change-locale?lang=en');
  });
  afterAll(() => t.close());

  const names = async (client: Client, url = LEADS) => {
    const res = await client.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { views: { name: string }[] }).views.map((view) => view.name);
  };

  it('saves a view, lists it to its owner with its state, and records it in the history', async () => {
    const res = await as.MANAGER.post(LEADS, { json: { name: '  Новые из клиники 3 ', state: leadState } });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    expect(id).toBeGreaterThan(0);
    const answer = (await as.MANAGER.get(LEADS)).json();
    expect(answer.views).toEqual([
      expect.objectContaining({
        id,
        name: 'Новые из клиники 3',
        shared: false,
        own: true,
        deletable: true,
        owner: 'User manager@test.local',
        state: leadState,
      }),
    ]);
    expect(answer.columns).toBeNull();
    const history = await t.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'views').execute();
    expect(history).toEqual([expect.objectContaining({ action: 'create', entity_id: String(id) })]);
  });

  it('keeps a private view from another manager, and shows a shared one to every manager, not to other roles', async () => {
    expect(await names(as.MANAGER2)).toEqual([]);
    const shared = await as.MANAGER2.post(LEADS, { json: { name: 'Общий вид', shared: true, state: { filter: { state: 'UNDERWAY' } } } });
    expect(shared.statusCode, shared.body).toBe(200);
    // Own first, then the shared ones, by name.
    expect(await names(as.MANAGER)).toEqual(['Новые из клиники 3', 'Общий вид']);
    const seen = ((await as.MANAGER.get(LEADS)).json() as { views: { name: string; own: boolean; shared: boolean }[] }).views[1];
    expect(seen).toMatchObject({ own: false, deletable: false, shared: true, owner: 'User manager2@test.local' });
    // An ADMIN shares a role with neither, and may not open the leads list at all.
    expect((await as.ADMIN.get(LEADS)).statusCode).toBe(403);
  });

  it('refuses a name taken (any case, ё = е), blank or too long on the name field, in the user’s language', async () => {
    const taken = await as.MANAGER.post(LEADS, { json: { name: 'НОВЫЕ ИЗ КЛИНИКИ 3', state: leadState } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: { name: ['Вид с таким названием у этого списка уже есть'] } });
    // Another person may use the same name, and so may the same person in another list.
    expect((await as.MANAGER2.post(LEADS, { json: { name: 'Новые из клиники 3', state: leadState } })).statusCode).toBe(200);
    const blank = await as.ENGLISH.post(LEADS, { json: { name: '   ', state: leadState } });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error)).toEqual(['name']);
    const long = await as.ENGLISH.post(LEADS, { json: { name: 'x'.repeat(101), state: leadState } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.name[0]).toMatch(/100/);
    await as.ENGLISH.post(LEADS, { json: { name: 'Mine', state: leadState } });
    const again = await as.ENGLISH.post(LEADS, { json: { name: 'mine', state: leadState } });
    expect(again.json()).toEqual({ error: { name: ['This list already has a view with this name'] } });
  });

  it('refuses a column the list does not have, and a state over its size', async () => {
    const column = await as.ENGLISH.post(LEADS, { json: { name: 'Odd', state: { filter: {}, columns: ['id', 'password'] } } });
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual({ error: { state: ['This list has no column “password”'] } });
    const filter = Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`f${n}`, 'x'.repeat(300)]));
    const large = await as.ENGLISH.post(LEADS, { json: { name: 'Large', state: { filter } } });
    expect(large.statusCode).toBe(400);
    expect(large.json().error.state[0]).toMatch(/4000/);
  });

  it('answers 404 for an unknown list and 403 for a list the roles may not open, in the user’s language', async () => {
    const unknown = await as.ENGLISH.get('/api/views?resource=nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such list');
    const forbidden = await as.REDACTOR.post('/api/views?resource=clinics', { json: { name: 'x', state: { filter: {} } } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Этот список вам недоступен');
    expect((await as.REDACTOR.get('/api/views?resource=articles')).statusCode).toBe(200);
    expect((await new Client(t.app).get(LEADS)).statusCode).toBe(401);
  });

  it('lets only the owner delete a view, an ADMIN a shared one, and hides another’s private one', async () => {
    const admin = await as.ADMIN.post('/api/views?resource=articles', {
      json: { name: 'Опубликованные', shared: true, state: { filter: { typ: 'ARTICLE' } } },
    });
    const redactor = await as.REDACTOR.post('/api/views?resource=articles', {
      json: { name: 'Общий редактора', shared: true, state: { filter: {} } },
    });
    const mine = await as.REDACTOR.post('/api/views?resource=articles', { json: { name: 'Свой', state: { filter: {} } } });
    const [adminId, sharedId, privateId] = [admin, redactor, mine].map((res) => (res.json() as { id: number }).id);
    // The ADMIN's view is shared with the ADMIN role only: the REDACTOR does not see it.
    expect(await names(as.REDACTOR, '/api/views?resource=articles')).toEqual(['Общий редактора', 'Свой']);
    // Not the owner: 403 for a shared one the REDACTOR sees, 404 for one the REDACTOR cannot see.
    expect((await as.MANAGER2.send('DELETE', `${LEADS}&id=${sharedId}`)).statusCode).toBe(404);
    expect((await as.ADMIN.send('DELETE', `/api/views?resource=articles&id=${privateId}`)).statusCode).toBe(404);
    const other = (await as.MANAGER.get(LEADS)).json().views.find((view: { own: boolean }) => !view.own);
    const refused = await as.MANAGER.send('DELETE', `${LEADS}&id=${other.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Удалить вид может только его автор или администратор');
    expect((await as.REDACTOR.send('DELETE', `/api/views?resource=articles&id=${adminId}`)).statusCode).toBe(404);
    // A view shared with the REDACTOR role is not the ADMIN's to see, so not to delete.
    expect((await as.ADMIN.send('DELETE', `/api/views?resource=articles&id=${sharedId}`)).statusCode).toBe(404);
    expect((await as.REDACTOR.send('DELETE', `/api/views?resource=articles&id=${privateId}`)).statusCode).toBe(200);
    expect(await names(as.REDACTOR, '/api/views?resource=articles')).toEqual(['Общий редактора']);
    const deleted = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'views')
      .where('action', '=', 'delete')
      .execute();
    expect(deleted).toEqual([{ action: 'delete', entity_id: String(privateId) }]);
  });

  it('lets an ADMIN delete a view another ADMIN shared', async () => {
    await addUser(t.app, 'admin2@test.local', ['ADMIN']);
    const admin2 = new Client(t.app);
    await admin2.login('admin2@test.local', PASSWORD);
    const shared = await admin2.post('/api/views?resource=users', {
      json: { name: 'Заблокированные', shared: true, state: { filter: { state: 'DISABLED' } } },
    });
    const hidden = await admin2.post('/api/views?resource=users', { json: { name: 'Мой', state: { filter: {} } } });
    expect(await names(as.ADMIN, '/api/views?resource=users')).toEqual(['Заблокированные']);
    expect((await as.ADMIN.send('DELETE', `/api/views?resource=users&id=${hidden.json().id}`)).statusCode).toBe(404);
    expect((await as.ADMIN.send('DELETE', `/api/views?resource=users&id=${shared.json().id}`)).statusCode).toBe(200);
    expect(await names(admin2, '/api/views?resource=users')).toEqual(['Мой']);
  });

  it('keeps the columns a person shows in a list, for that person only, and refuses none or an unknown one', async () => {
    const url = '/api/views/columns?resource=leads';
    expect((await as.MANAGER.send('PUT', url, { json: { columns: ['id', 'patient'] } })).statusCode).toBe(200);
    expect((await as.MANAGER.get(LEADS)).json().columns).toEqual(['id', 'patient']);
    expect((await as.MANAGER.send('PUT', url, { json: { columns: ['phone'] } })).statusCode).toBe(200);
    expect((await as.MANAGER.get(LEADS)).json().columns).toEqual(['phone']);
    expect((await as.MANAGER2.get(LEADS)).json().columns).toBeNull();
    expect((await as.MANAGER.send('PUT', url, { json: { columns: [] } })).statusCode).toBe(400);
    const unknown = await as.ENGLISH.send('PUT', url, { json: { columns: ['secret'] } });
    expect(unknown.json()).toEqual({ error: { columns: ['This list has no column “secret”'] } });
    expect((await as.REDACTOR.send('PUT', url, { json: { columns: ['id'] } })).statusCode).toBe(403);
  });

  it('finds the person’s own and shared views by a word start in the search everywhere, opening the list with the view', async () => {
    const res = await as.MANAGER.get(`/api/search?q=${encodeURIComponent('клин')}`);
    expect(res.statusCode, res.body).toBe(200);
    const group = (
      res.json() as {
        groups: { resource: string; total: number; items: { id: number; title: string; subtitle: string; path: string }[] }[];
      }
    ).groups.find((found) => found.resource === 'savedViews');
    expect(group?.items).toEqual([
      expect.objectContaining({
        title: 'Новые из клиники 3',
        subtitle: 'Заявки',
        path: expect.stringMatching(/^\/manager\/leads\?view=\d+$/),
      }),
    ]);
    const shared = (await as.MANAGER.get(`/api/search?q=${encodeURIComponent('общ')}`)).json();
    expect(
      shared.groups
        .find((found: { resource: string }) => found.resource === 'savedViews')
        ?.items.map((item: { title: string }) => item.title),
    ).toEqual(['Общий вид']);
    // Another person's private view is not found.
    const none = (await as.ADMIN.get(`/api/search?q=${encodeURIComponent('мой')}`)).json();
    expect(none.groups.find((found: { resource: string }) => found.resource === 'savedViews')).toBeUndefined();
  });

  it('exports only the columns the list shows', async () => {
    await addClinic(t.app.db, { hash: 'v-hash', slug: 'v', names: { RU: 'Клиника вида', EN: 'View clinic' } });
    const all = await as.ADMIN.get('/api/export/clinics?format=csv&hideDeactive=false');
    const chosen = await as.ADMIN.get(
      `/api/export/clinics?format=csv&hideDeactive=false&columns=${encodeURIComponent('id,ll10n.{LANG}.name')}`,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const heading = (body: string) => body.slice(1).split('\r\n')[0];
    expect(heading(all.body).split(',').length).toBeGreaterThan(2);
    // The row's actions column is always shown (sticky), and exported as the list shows it.
    expect(heading(chosen.body)).toBe('ID,Полное название,Действия');
  });
});
