// The users screen's calls (002 §7 "Users") on every dialect: the list, a new employee confirmed
// through the mailed link, the base tab with its version, roles, block (the blocked account's
// session answers 401 at once), unblock, e-mail change, restore links, the avatar, and the
// refusals on one's own account; changes of e-mail and roles are in the history.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { waitForLink } from '../support/outbox';
import { createTestApp, dialects } from '../support/testApp';
import { photo, upload } from '../support/uploads';
import { addUser, PASSWORD } from '../support/users';

const secretOf = (link: string) => link.split('/').at(-1) ?? '';

describe.each(dialects())('users on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let adminHash = '';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminHash = (await addUser(t.app, 'chief@test.local', ['ADMIN'])).hash;
    admin = new Client(t.app);
    expect((await admin.login('chief@test.local', PASSWORD)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const history = (entityId: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  it('refuses a bad new employee field by field, in the session language', async () => {
    const res = await admin.post('/api/admin/newuser', { form: { name: 'Al', email: 'not-an-email', roles: 'GOD' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      name: ['Минимальная длина — 3'],
      email: ['Укажите адрес в формате name@domain.com'],
      roles: ['Выберите значение'],
    });
    const long = await admin.post('/api/admin/newuser', { json: { name: 'Long Mail', email: `${'a'.repeat(120)}@test.local`, roles: [] } });
    expect(Object.keys(long.json().error).sort()).toEqual(['email', 'roles']);
    const taken = await admin.post('/api/admin/newuser', { form: { name: 'Chief Again', email: 'CHIEF@test.local', roles: 'ADMIN' } });
    expect(taken.json().error).toEqual({ email: ['Это значение уже используется'] });
  });

  it('creates a pending employee whose mailed link sets the password and lets them in', async () => {
    const res = await admin.post('/api/admin/newuser', {
      form: { name: '  Иван Новиков ', email: 'Ivan@Test.local', roles: ['MANAGER', 'REDACTOR'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { userId, hash } = res.json();
    const options = await admin.get(`/api/admin/newuser?userId=${userId}`);
    expect(options.json()).toMatchObject({
      roles: ['ADMIN', 'MANAGER', 'REDACTOR'],
      user: { hash, name: 'Иван Новиков', state: 'PENDING' },
    });
    const list = (await admin.get('/api/admin/userslist')).json().users;
    expect(list.map((u: { email: string }) => u.email)).toEqual(['ivan@test.local', 'chief@test.local']);
    expect(list[0]).toMatchObject({ userRoles: ['MANAGER', 'REDACTOR'], avatar: false, timeZone: null });
    expect(list[0]).not.toHaveProperty('password_hash');

    const link = await waitForLink(t.config.dataDir, 'confirmemail');
    const c = new Client(t.app);
    expect((await c.get(`/api/confirmemail?hash=${secretOf(link)}`)).json()).toEqual({ email: 'ivan@test.local' });
    const set = await c.post('/api/confirmemail', { form: { hash: secretOf(link), password1: 'welcome-1', password2: 'welcome-1' } });
    expect(set.json()).toEqual({});
    expect((await c.login('ivan@test.local', 'welcome-1')).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/user?hash=${hash}`)).json().user.state).toBe('ACTIVE');
  });

  it('saves the base tab with its version; a stale version is refused', async () => {
    const { hash } = await addUser(t.app, 'base@test.local', ['MANAGER']);
    const loaded = (await admin.get(`/api/admin/user?hash=${hash}`)).json();
    expect(loaded).toMatchObject({ completeLangs: [], avatarHash: null, user: { hash, timeZone: null } });
    const bad = await admin.post('/api/admin/user', { form: { hash, name: ' ', timeZone: 'Mars/Olympus' } });
    expect(Object.keys(bad.json().error).sort()).toEqual(['name', 'timeZone']);
    const version = { 'if-match': String(loaded.user.updated) };
    const ok = await admin.post('/api/admin/user', { form: { hash, name: 'Base Person', timeZone: 'Asia/Omsk' }, headers: version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ name: 'Base Person', timeZone: 'Asia/Omsk' });
    const stale = await admin.post('/api/admin/user', { form: { hash, name: 'Other Name', timeZone: 'Asia/Omsk' }, headers: version });
    expect(stale.statusCode).toBe(409);
    expect((await admin.get(`/api/admin/user?hash=${hash}`)).json().completeLangs).toEqual(['RU', 'EN']);
    expect((await admin.post('/api/admin/user', { form: { hash: 'nobody', name: 'Who Else', timeZone: 'Asia/Omsk' } })).statusCode).toBe(
      404,
    );
  });

  it('blocks a signed-in employee: their very next call answers 401; unblock lets them in again', async () => {
    const user = await addUser(t.app, 'blocked@test.local', ['ADMIN']);
    const victim = new Client(t.app);
    expect((await victim.login('blocked@test.local', PASSWORD)).statusCode).toBe(200);
    expect((await victim.get('/api/admin/userslist')).statusCode).toBe(200);
    const blocked = await admin.post('/api/admin/blockuser', { form: { hash: user.hash } });
    expect(blocked.json().user.state).toBe('DISABLED');
    expect((await victim.get('/api/admin/userslist')).statusCode).toBe(401);
    expect((await victim.get('/api/roles')).json()).toEqual({ roles: [], user: null });
    expect((await new Client(t.app).login('blocked@test.local', PASSWORD)).statusCode).toBe(403);
    expect((await admin.post('/api/admin/restorepassword', { form: { hash: user.hash } })).statusCode).toBe(400);
    const unblocked = await admin.post('/api/admin/unblockuser', { form: { hash: user.hash } });
    expect(unblocked.json().user.state).toBe('ACTIVE');
    expect((await new Client(t.app).login('blocked@test.local', PASSWORD)).statusCode).toBe(200);
    expect((await history(user.id)).map((row) => row.action)).toEqual(expect.arrayContaining(['block', 'unblock']));
  });

  it('refuses block, unblock, roles and e-mail on one’s own account, but sends oneself a restore link', async () => {
    for (const [path, extra] of [
      ['/api/admin/blockuser', {}],
      ['/api/admin/unblockuser', {}],
      ['/api/admin/useradmin', { roles: 'MANAGER' }],
      ['/api/admin/changeemail', { email: 'me@test.local' }],
    ] as const) {
      const res = await admin.post(path, { form: { hash: adminHash, ...extra } });
      expect(`${path} ${res.statusCode}`).toBe(`${path} 400`);
      expect(res.json().message).toBe('Со своей учётной записью так поступить нельзя: попросите другого администратора');
    }
    const me = (await admin.get(`/api/admin/user?hash=${adminHash}`)).json().user;
    expect(me).toMatchObject({ state: 'ACTIVE', userRoles: ['ADMIN'], email: 'chief@test.local' });
    expect((await admin.get('/api/roles')).json().user.email).toBe('chief@test.local');
    expect((await admin.post('/api/admin/restorepassword', { form: { hash: adminHash } })).json()).toEqual({});
    const link = await waitForLink(t.config.dataDir, 'restorepassword');
    expect((await new Client(t.app).get(`/api/restorepassword?hash=${secretOf(link)}`)).json()).toEqual({ email: 'chief@test.local' });
  });

  it('changes roles and the e-mail, each in the history; a used address is refused on its field', async () => {
    const user = await addUser(t.app, 'roles@test.local', ['MANAGER']);
    const roles = await admin.post('/api/admin/useradmin', { form: { hash: user.hash, roles: ['ADMIN', 'MANAGER'] } });
    expect(roles.json().user.userRoles).toEqual(['ADMIN', 'MANAGER']);
    const none = await admin.post('/api/admin/useradmin', { json: { hash: user.hash, roles: [] } });
    expect(none.json().error).toEqual({ roles: ['Выберите значение'] });
    const taken = await admin.post('/api/admin/changeemail', { form: { hash: user.hash, email: 'chief@test.local' } });
    expect(taken.json().error).toEqual({ email: ['Это значение уже используется'] });
    const bad = await admin.post('/api/admin/changeemail', { form: { hash: user.hash, email: 'x@y' } });
    expect(Object.keys(bad.json().error)).toEqual(['email']);
    const moved = await admin.post('/api/admin/changeemail', { form: { hash: user.hash, email: 'Moved@Test.local' } });
    expect(moved.json().user.email).toBe('moved@test.local');
    const rows = await history(user.id);
    const changes = Object.fromEntries(rows.map((row) => [row.action, JSON.parse(row.changes ?? '{}')]));
    expect(changes.roles).toEqual({ roles: [['MANAGER'], ['ADMIN', 'MANAGER']] });
    expect(changes.email).toEqual({ email: ['roles@test.local', 'moved@test.local'] });
    expect((await new Client(t.app).login('moved@test.local', PASSWORD)).statusCode).toBe(200);
  });

  it('uploads an avatar (640x640 display, 160x160 thumb), shows it in /api/roles, replaces and deletes it', async () => {
    const png = { filename: 'me.png', contentType: 'image/png', content: await photo(1000, 1000).png().toBuffer() };
    const first = await upload(admin, `/api/admin/avatar/upload/${adminHash}`, {}, png);
    expect(first.statusCode, first.body).toBe(200);
    const { avatarHash, avatarFileType } = first.json().user;
    const thumbUrl = `/images/user/thumb/${avatarHash}.${avatarFileType}`;
    const thumb = await t.app.inject({ method: 'GET', url: thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    const display = await t.app.inject({ method: 'GET', url: `/images/user/${avatarHash}.png` });
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({ width: 640, height: 640 });
    expect((await admin.get('/api/roles')).json().user).toMatchObject({ avatar: true, avatarHash, avatarFileType: 'png' });

    const jpg = { filename: 'me.jpg', contentType: 'image/jpeg', content: await photo(300, 300).jpeg().toBuffer() };
    const second = await upload(admin, `/api/admin/avatar/upload/${adminHash}`, {}, jpg);
    expect(second.json().user.avatarHash).not.toBe(avatarHash);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(404);

    const wrong = await upload(
      admin,
      `/api/admin/avatar/upload/${adminHash}`,
      {},
      { ...png, content: Buffer.from('<?php echo 1; ?>'.repeat(100)) },
    );
    expect(wrong.statusCode).toBe(400);
    const deleted = await admin.post('/api/admin/avatar/delete', { form: { hash: adminHash } });
    expect(deleted.json().user).toMatchObject({ avatar: false, avatarHash: null });
    expect((await admin.get('/api/roles')).json().user.avatar).toBe(false);
  });
});
