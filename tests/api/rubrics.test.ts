// Rubrics through their documented calls (002 §5 "Rubric", §7), built by the engine from the
// declaration in resources/rubrics: access, the spec's messages, the leading slash, unique slugs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, fingerprint, PASSWORD } from '../support/users';

describe.each(dialects())('rubrics on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
  });
  afterAll(() => t.close());

  it('adds a rubric: an empty object means success; the leading slash and spaces are removed', async () => {
    const res = await admin.post('/api/admin/rubric', { form: { name: '  Онкология ', slug: ' /oncology' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await admin.post('/api/admin/rubric', { form: { name: 'Кардиология', slug: 'cardiology' } });
    const { rubrics } = (await admin.get('/api/rubrics')).json();
    expect(rubrics).toEqual([
      { id: expect.any(Number), name: 'Кардиология', slug: 'cardiology', updated: expect.any(Number) },
      { id: expect.any(Number), name: 'Онкология', slug: 'oncology', updated: expect.any(Number) },
    ]);
  });

  it('says "Укажите название" and "Укажите URL" as top-level keys, and stores nothing', async () => {
    const before = await fingerprint(t.app);
    const res = await admin.post('/api/admin/rubric', { form: { name: ' ', slug: '/' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Укажите название'], slug: ['Укажите URL'] });
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('refuses a slug already used, on the slug, in the session language', async () => {
    const before = await fingerprint(t.app);
    await admin.post('/api/change-locale?lang=en');
    const res = await admin.post('/api/admin/rubric', { form: { name: 'Oncology again', slug: '/oncology' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ slug: ['This value is already used'] });
    await admin.post('/api/change-locale?lang=ru');
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('takes JSON as well as form data', async () => {
    const res = await admin.post('/api/admin/rubric', { json: { name: 'Неврология', slug: 'neurology' } });
    expect(res.statusCode).toBe(200);
  });

  it('writes the history of an addition in the same transaction', async () => {
    const rows = await t.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'rubrics').orderBy('id').execute();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ action: 'create', user_email: ACCOUNTS.ADMIN });
    expect(JSON.parse(rows[0].changes ?? '{}')).toEqual({ name: [null, 'Онкология'], slug: [null, 'oncology'] });
  });

  it('lists rubrics to any signed-in user and lets only the content staff add one', async () => {
    const anonymous = new Client(t.app);
    expect((await anonymous.get('/api/rubrics')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/rubric', { form: { name: 'X', slug: 'x' } })).statusCode).toBe(401);
    for (const [role, status] of [
      ['MANAGER', 403],
      ['REDACTOR', 200],
    ] as const) {
      const c = new Client(t.app);
      await c.login(ACCOUNTS[role], PASSWORD);
      expect((await c.get('/api/rubrics')).json().rubrics.length).toBeGreaterThanOrEqual(3);
      expect((await c.post('/api/admin/rubric', { form: { name: `Рубрика ${role}`, slug: `by-${role.toLowerCase()}` } })).statusCode).toBe(
        status,
      );
    }
  });

  it('has no call to edit or delete a rubric (none is documented)', async () => {
    const { rubrics } = (await admin.get('/api/rubrics')).json();
    expect((await admin.send('PUT', `/api/admin/rubric/${rubrics[0].id}`, { form: { name: 'Y', slug: 'y' } })).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/admin/rubric/${rubrics[0].id}`)).statusCode).toBe(404);
  });
});
