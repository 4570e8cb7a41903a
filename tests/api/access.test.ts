// Sign-in, sessions, CSRF, throttling and blocking, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, addUser, blockUser, PASSWORD } from '../support/users';

describe.each(dialects())('access on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { throttle: { windowMinutes: 15, perAccount: 3, perAddress: 1000 } });
    await addRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  it('gives a CSRF token bound to a session, as a cookie and in the body', async () => {
    const c = new Client(t.app);
    const res = await c.get('/api/csrf-token');
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBe(c.cookies.get('XSRF-TOKEN'));
    const session = res.cookies.find((k) => k.name === 'SESSION');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(res.cookies.find((k) => k.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing call with a missing, wrong or foreign CSRF token', async () => {
    const c = new Client(t.app);
    expect((await c.login(ACCOUNTS.ADMIN, PASSWORD)).statusCode).toBe(200);
    const other = new Client(t.app);
    const foreign = await other.csrf();
    for (const csrf of [false, 'wrong-token', foreign] as const) {
      expect((await c.post('/api/logout', { csrf })).statusCode).toBe(403);
    }
    expect((await c.get('/api/admin/citieslist')).statusCode).toBe(200);
    const signIn = new Client(t.app);
    await signIn.csrf();
    expect((await signIn.post('/login', { form: { email: ACCOUNTS.ADMIN, password: PASSWORD }, csrf: false })).statusCode).toBe(403);
  });

  it('signs in with a new session id and token, and answers the roles', async () => {
    const c = new Client(t.app);
    await c.csrf();
    const before = { session: c.cookies.get('SESSION'), csrf: c.cookies.get('XSRF-TOKEN') };
    const res = await c.login(ACCOUNTS.MANAGER, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(c.cookies.get('SESSION')).not.toBe(before.session);
    expect(c.cookies.get('XSRF-TOKEN')).not.toBe(before.csrf);
    const roles = (await c.get('/api/roles')).json();
    expect(roles.roles).toEqual([
      { name: 'ADMIN', on: false },
      { name: 'MANAGER', on: true },
      { name: 'REDACTOR', on: false },
    ]);
    expect(roles.user).toMatchObject({ name: `User ${ACCOUNTS.MANAGER}`, lang: 'ru' });
    const bodies = res.body + JSON.stringify(roles);
    expect(bodies).not.toContain('scrypt');
    expect(bodies).not.toContain(c.cookies.get('SESSION'));
  });

  it('answers concurrent calls each with its own session, also when they share one statement', async () => {
    const clients = await Promise.all(
      (['ADMIN', 'MANAGER', 'REDACTOR'] as const).map(async (role) => {
        const c = new Client(t.app);
        await c.login(ACCOUNTS[role], PASSWORD);
        return { role, c };
      }),
    );
    const anonymous = new Client(t.app);
    const forged = new Client(t.app);
    forged.cookies.set('SESSION', 'not-a-session');
    const [answers, none, bad] = await Promise.all([
      Promise.all(clients.map(({ c }) => c.get('/api/roles'))),
      anonymous.get('/api/roles'),
      forged.get('/api/roles'),
    ]);
    answers.forEach((res, i) => {
      const on = res
        .json()
        .roles.filter((r: { on: boolean }) => r.on)
        .map((r: { name: string }) => r.name);
      expect(on).toEqual([clients[i].role]);
      expect(res.json().user.name).toBe(`User ${ACCOUNTS[clients[i].role]}`);
    });
    expect(none.json()).toEqual({ roles: [], user: null });
    expect(bad.json()).toEqual({ roles: [], user: null });
  });

  it('answers no roles without a session', async () => {
    const res = await new Client(t.app).get('/api/roles');
    expect(res.json()).toEqual({ roles: [], user: null });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await new Client(t.app).login('nobody@test.local', 'whatever1');
    const wrong = await new Client(t.app).login(ACCOUNTS.REDACTOR, 'whatever1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: 'Неверный логин/пароль', path: '/login' });
  });

  it('throttles wrong passwords per account (429), even for the right password afterwards', async () => {
    const email = 'throttled@test.local';
    await addUser(t.app, email, ['REDACTOR']);
    const c = new Client(t.app);
    for (let i = 0; i < 3; i++) expect((await c.login(email, 'wrong-pass')).statusCode).toBe(401);
    const res = await c.login(email, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
  });

  it('throttles sign-in failures per address too', async () => {
    const { app, close } = await createTestApp(dialect, { throttle: { windowMinutes: 15, perAccount: 100, perAddress: 4 } });
    const c = new Client(app);
    for (let i = 0; i < 4; i++) expect((await c.login(`guess${i}@test.local`, 'wrong-pass')).statusCode).toBe(401);
    expect((await c.login('another@test.local', 'wrong-pass')).statusCode).toBe(429);
    await close();
  });

  it('ends sessions after the idle time and after the absolute lifetime', async () => {
    for (const expire of [{ last_seen: Date.now() - 121 * 60_000 }, { expires: Date.now() - 1 }]) {
      const c = new Client(t.app);
      await c.login(ACCOUNTS.ADMIN, PASSWORD);
      expect((await c.get('/api/roles')).json().user).not.toBeNull();
      await t.app.db.updateTable('sessions').set(expire).execute();
      expect((await c.get('/api/roles')).json()).toEqual({ roles: [], user: null });
      expect((await c.get('/api/admin/citieslist')).statusCode).toBe(401);
    }
  });

  it('marks cookies Secure when served over https (behind a trusted proxy)', async () => {
    const { app, close } = await createTestApp(dialect, { trustProxy: true });
    const res = await app.inject({ url: '/api/csrf-token', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.cookies.every((cookie) => cookie.secure)).toBe(true);
    const plain = await app.inject({ url: '/api/csrf-token' });
    expect(plain.cookies.some((cookie) => cookie.secure)).toBe(false);
    await close();
  });

  it('ends the session at logout: the old cookie is worthless afterwards', async () => {
    const c = new Client(t.app);
    await c.login(ACCOUNTS.ADMIN, PASSWORD);
    const stolen = c.cookies.get('SESSION') ?? '';
    expect((await c.get('/api/admin/citieslist')).statusCode).toBe(200);
    expect((await c.post('/api/logout')).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: '/api/admin/citieslist', headers: { cookie: `SESSION=${stolen}` } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().path).toBe('/api/admin/citieslist');
  });

  it('keeps a blocked user out: the open session ends and sign-in is refused', async () => {
    const email = 'blocked@test.local';
    await addUser(t.app, email, ['ADMIN']);
    const c = new Client(t.app);
    expect((await c.login(email, PASSWORD)).statusCode).toBe(200);
    expect((await c.get('/api/admin/citieslist')).statusCode).toBe(200);
    await blockUser(t.app, email);
    expect((await c.get('/api/admin/citieslist')).statusCode).toBe(401);
    // The right password is told that the account is blocked, in the session's language...
    const right = new Client(t.app);
    const refused = await right.login(email, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, error: 'Forbidden', message: 'Учётная запись заблокирована', path: '/login' });
    expect((await right.get('/api/roles')).json()).toEqual({ roles: [], user: null });
    // ...a wrong one only what any wrong password hears, so blocking reveals nothing about it.
    const wrong = await new Client(t.app).login(email, 'wrong-pass');
    const unknown = await new Client(t.app).login('nobody.blocked@test.local', 'wrong-pass');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    const english = new Client(t.app);
    await english.post('/api/change-locale?lang=en');
    expect((await english.login(email, PASSWORD)).json().message).toBe('The account is blocked');
    // Each of the three counts towards the account's throttle (3 in this app's window).
    expect((await new Client(t.app).login(email, PASSWORD)).statusCode).toBe(429);
  });

  it('keeps the chosen language on the session for server messages', async () => {
    const c = new Client(t.app);
    expect((await c.post('/api/change-locale?lang=en')).json()).toEqual({ lang: 'en' });
    expect((await c.login('nobody@test.local', 'whatever1')).json().message).toBe('Wrong login/password');
    expect((await c.post('/api/change-locale?lang=de')).statusCode).toBe(400);
  });
});
