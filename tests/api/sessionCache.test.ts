// Kept sessions (issue 22 point 11, services/sessionCache.ts): a node answers calls with the
// session, user and roles it looked up before while the sessions' version has not moved, and every
// change to what a lookup reads — by any node, any process, or plain SQL — takes effect at the
// very next call: blocks, roles, sign-outs, idle sessions, new anti-forgery tokens.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client } from '../support/client';
import { createTestApp, createTestNodes, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, addUser, PASSWORD } from '../support/users';

const signedIn = async (app: FastifyInstance, email: string) => {
  const client = new Client(app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
};

/** The same browser, its calls sent to another node. */
const through = (app: FastifyInstance, client: Client) => {
  const other = new Client(app);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
};

const userName = async (client: Client) => (await client.get('/api/roles')).json().user?.name;

describe.each(dialects())('kept sessions on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const exec = (text: string) => sql.raw(text).execute(t.app.db);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  it('answers from the kept session while the version stays, and looks it up again when it moves', async () => {
    const user = await addUser(t.app, 'kept@test.local', ['ADMIN']);
    const client = await signedIn(t.app, 'kept@test.local');
    expect(await userName(client)).toBe('User kept@test.local');
    // A change the version does not see (its trigger off) is not seen: the session was kept.
    const trigger = dialect.name === 'postgres' ? 'users_auth' : 'users_auth_upd';
    const definition =
      dialect.name === 'sqlite'
        ? (await sql<{ sql: string }>`select sql from sqlite_master where name = ${trigger}`.execute(t.app.db)).rows[0].sql
        : '';
    await exec(dialect.name === 'postgres' ? `alter table users disable trigger ${trigger}` : `drop trigger ${trigger}`);
    await exec(`update users set name = 'Unseen' where id = ${user.id}`);
    expect(await userName(client)).toBe('User kept@test.local');
    await exec(dialect.name === 'postgres' ? `alter table users enable trigger ${trigger}` : definition);
    await exec(`update users set name = 'Seen' where id = ${user.id}`);
    expect(await userName(client)).toBe('Seen');
  });

  it('sees at the next call every change a lookup reads, whoever made it', async () => {
    const user = await addUser(t.app, 'changes@test.local', ['ADMIN']);
    const client = await signedIn(t.app, 'changes@test.local');
    expect((await client.get('/api/admin/citieslist')).statusCode).toBe(200);
    await exec(`update user_roles set role = 'MANAGER' where user_id = ${user.id}`);
    expect((await client.get('/api/admin/citieslist')).statusCode).toBe(403);
    await exec(`delete from user_roles where user_id = ${user.id}`);
    const roles = (await client.get('/api/roles')).json().roles as { name: string; on: boolean }[];
    expect(roles.filter((role) => role.on)).toEqual([]);
    await exec(`insert into user_roles (user_id, role) values (${user.id}, 'ADMIN')`);
    expect((await client.get('/api/admin/citieslist')).statusCode).toBe(200);

    const token = await client.csrf();
    await exec(`update sessions set csrf_token = 'replaced' where user_id = ${user.id}`);
    expect((await client.post('/api/logout', { csrf: token })).statusCode).toBe(403);

    await exec(`update users set state = 'DISABLED' where id = ${user.id}`);
    expect((await client.get('/api/admin/citieslist')).statusCode).toBe(401);
  });

  it('ends a kept session deleted or made idle in the database at the next call', async () => {
    const deleted = await signedIn(t.app, ACCOUNTS.MANAGER);
    const idle = await signedIn(t.app, ACCOUNTS.REDACTOR);
    expect((await deleted.get('/api/roles')).json().user).not.toBeNull();
    expect((await idle.get('/api/roles')).json().user).not.toBeNull();
    await exec(`delete from sessions where user_id = (select id from users where email = '${ACCOUNTS.MANAGER}')`);
    expect((await deleted.get('/api/roles')).json().user).toBeNull();
    await exec(
      `update sessions set last_seen = ${Date.now() - 121 * 60_000} where user_id = (select id from users where email = '${ACCOUNTS.REDACTOR}')`,
    );
    expect((await idle.get('/api/roles')).json().user).toBeNull();
  });

  // The version is read on SQLite's connection directly, but never inside another call's open
  // transaction: a version moved there and rolled back would be reached again by the next real
  // change, and a session kept under it would outlive that change.
  it.runIf(dialect.name === 'sqlite')('reads the version only after a transaction open on the connection', async () => {
    const user = await addUser(t.app, 'rolled-back@test.local', ['ADMIN']);
    const client = await signedIn(t.app, 'rolled-back@test.local');
    expect((await client.get('/api/admin/citieslist')).statusCode).toBe(200);
    let during: ReturnType<Client['get']> | undefined;
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
        during = client.get('/api/admin/citieslist');
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await during)?.statusCode).toBe(200);
    await exec(`update users set state = 'DISABLED' where id = ${user.id}`);
    expect((await client.get('/api/admin/citieslist')).statusCode).toBe(401);
  });

  it('does not move the version when a call only marks its session as seen', async () => {
    const client = await signedIn(t.app, ACCOUNTS.ADMIN);
    const version = async () =>
      Number((await sql<{ version: number }>`select version from auth_version`.execute(t.app.db)).rows[0].version);
    const before = await version();
    await exec(`update sessions set last_seen = last_seen + 1000`);
    await client.get('/api/roles');
    expect(await version()).toBe(before);
  });
});

describe.runIf(inject('pgUrl'))('kept sessions on two nodes of one PostgreSQL', () => {
  let nodes: Awaited<ReturnType<typeof createTestNodes>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    nodes = await createTestNodes(2);
    [a, b] = nodes.apps;
    await addRoleAccounts(a);
  });
  afterAll(() => nodes.close());

  it('a block, a role change and a sign-out made through node A hold on node B at its next call', async () => {
    const admin = await signedIn(a, ACCOUNTS.ADMIN);
    const user = await addUser(a, 'two-nodes@test.local', ['ADMIN']);
    const onA = await signedIn(a, 'two-nodes@test.local');
    const onB = through(b, onA);
    expect((await onB.get('/api/admin/citieslist')).statusCode).toBe(200);

    expect((await admin.post('/api/admin/useradmin', { form: { hash: user.hash, roles: 'MANAGER' } })).statusCode).toBe(200);
    expect((await onB.get('/api/admin/citieslist')).statusCode).toBe(403);
    expect((await admin.post('/api/admin/useradmin', { form: { hash: user.hash, roles: 'ADMIN' } })).statusCode).toBe(200);
    expect((await onB.get('/api/admin/citieslist')).statusCode).toBe(200);

    expect((await admin.post('/api/admin/blockuser', { form: { hash: user.hash } })).statusCode).toBe(200);
    expect((await onB.get('/api/admin/citieslist')).statusCode).toBe(401);
    expect((await admin.post('/api/admin/unblockuser', { form: { hash: user.hash } })).statusCode).toBe(200);

    const again = await signedIn(a, 'two-nodes@test.local');
    const againOnB = through(b, again);
    expect((await againOnB.get('/api/admin/citieslist')).statusCode).toBe(200);
    expect((await again.post('/api/logout')).statusCode).toBe(200);
    expect((await againOnB.get('/api/admin/citieslist')).statusCode).toBe(401);
  });
});
