// Forgot-password, restore and confirmation links, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../server/repositories/authTokens';
import { findUserByEmail } from '../../server/repositories/users';
import { Client } from '../support/client';
import { outboxMessages, waitForLink } from '../support/outbox';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

const secretOf = (link: string) => link.split('/').at(-1) ?? '';

describe.each(dialects())('password links on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'forgetful@test.local', ['ADMIN']);
  });
  afterAll(() => t.close());

  it('answers forgot-password the same for known and unknown addresses, and mails only the known', async () => {
    const known = await new Client(t.app).post('/api/forgotpassword', { form: { email: 'forgetful@test.local' } });
    const unknown = await new Client(t.app).post('/api/forgotpassword', { form: { email: 'stranger@test.local' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const link = await waitForLink(t.config.dataDir, 'restorepassword');
    expect(link.startsWith('http://admin.test/restorepassword/')).toBe(true);
    expect(outboxMessages(t.config.dataDir).join('')).not.toContain('stranger@test.local');
  });

  it('restores a password through the mailed link, once, and ends the old sessions', async () => {
    const old = new Client(t.app);
    expect((await old.login('forgetful@test.local', PASSWORD)).statusCode).toBe(200);
    const hash = secretOf(await waitForLink(t.config.dataDir, 'restorepassword'));
    const c = new Client(t.app);
    expect((await c.get(`/api/restorepassword?hash=${hash}`)).json()).toEqual({ email: 'forgetful@test.local' });

    const short = await c.post('/api/restorepassword', { form: { hash, password1: '123', password2: '123' } });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors).sort()).toEqual(['password1', 'password2']);
    const differ = await c.post('/api/restorepassword', { form: { hash, password1: 'new-pass-1', password2: 'new-pass-2' } });
    expect(differ.json()).toEqual({ errors: { password2: ['Пароли не совпадают'] } });

    expect((await c.post('/api/restorepassword', { form: { hash, password1: 'new-pass-1', password2: 'new-pass-1' } })).json()).toEqual({});
    expect((await old.get('/api/roles')).json().roles).toEqual([]);
    const again = await c.post('/api/restorepassword', { form: { hash, password1: 'new-pass-1', password2: 'new-pass-1' } });
    expect(again.json().errors.hash).toHaveLength(1);
    expect((await c.get(`/api/restorepassword?hash=${hash}`)).json()).toEqual({});
    expect((await new Client(t.app).login('forgetful@test.local', 'new-pass-1')).statusCode).toBe(200);
    expect((await new Client(t.app).login('forgetful@test.local', PASSWORD)).statusCode).toBe(401);
  });

  it('confirms a new account: the link sets the password and activates it', async () => {
    const user = await addUser(t.app, 'newcomer@test.local', ['MANAGER'], 'PENDING');
    const hash = await issueToken(t.app.db, user.id, 'confirm');
    const c = new Client(t.app);
    expect((await c.login('newcomer@test.local', PASSWORD)).statusCode).toBe(401);
    expect((await c.get(`/api/confirmemail?hash=${hash}`)).json()).toEqual({ email: 'newcomer@test.local' });
    expect((await c.get(`/api/restorepassword?hash=${hash}`)).json()).toEqual({});
    expect((await c.post('/api/confirmemail', { form: { hash, password1: 'welcome-1', password2: 'welcome-1' } })).json()).toEqual({});
    expect((await findUserByEmail(t.app.db, 'newcomer@test.local'))?.state).toBe('ACTIVE');
    expect((await c.login('newcomer@test.local', 'welcome-1')).statusCode).toBe(200);
  });

  it('refuses expired and unknown links', async () => {
    const user = await addUser(t.app, 'late@test.local', ['MANAGER']);
    const hash = await issueToken(t.app.db, user.id, 'restore');
    await t.app.db
      .updateTable('auth_tokens')
      .set({ expires: Date.now() - 1 })
      .where('user_id', '=', user.id)
      .execute();
    const c = new Client(t.app);
    expect((await c.get(`/api/restorepassword?hash=${hash}`)).json()).toEqual({});
    expect((await c.get('/api/restorepassword?hash=nonsense')).json()).toEqual({});
    const res = await c.post('/api/restorepassword', { form: { hash, password1: 'late-pass', password2: 'late-pass' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.hash).toHaveLength(1);
  });
});
