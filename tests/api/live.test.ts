// The live channel (issue 16 point 3) on a listening app, on every dialect: who may open the
// socket, the leads event and its counters, sign-out and block closing the socket, presence on a
// watched page, the heartbeat closing a socket whose session is gone, and GET /api/counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED, type ServerMessage } from '../../common/live';
import { Client } from '../support/client';
import { addLeads } from '../support/leads';
import { type LiveClient, openLive } from '../support/liveClient';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, addUser, PASSWORD } from '../support/users';

const isLeads = (message: ServerMessage) => message.action === 'leads';
const presenceOf = (page: string) => (message: ServerMessage) => message.action === 'presence' && message.payload.page === page;

describe.each(dialects())('the live channel on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  let admin: Client;
  let manager: Client;
  const sockets: LiveClient[] = [];

  const signedIn = async (email: string) => {
    const client = new Client(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const live = async (client: Client) => {
    const socket = await openLive(base, client);
    sockets.push(socket);
    return socket;
  };
  const postLead = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/lead',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Пациент Живой', phone: '+7 900 000-00-01', email: 'live@test.local', gender: 'FEMALE' }),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await addRoleAccounts(t.app);
    admin = await signedIn(ACCOUNTS.ADMIN);
    manager = await signedIn(ACCOUNTS.MANAGER);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await t.close();
  });

  it('opens only for a signed-in session from the app’s own origin', async () => {
    await expect(openLive(base, undefined)).rejects.toThrow('upgrade refused: 401');
    await expect(openLive(base, manager, 'https://evil.test')).rejects.toThrow('upgrade refused: 403');
    const socket = await live(manager);
    expect(socket.socket.readyState).toBe(1);
  });

  it('tells managers of a new lead and of a move, with the NEW count; nobody else', async () => {
    await addLeads(t.app.db, 2);
    const managerSocket = await live(manager);
    const adminSocket = await live(admin);
    expect((await postLead()).statusCode).toBe(200);
    expect(await managerSocket.next(isLeads)).toEqual({ action: 'leads', payload: { counters: { leads: 3 } } });
    const [first] = (await manager.get('/api/manager/leads?state=NEW')).json().leads;
    expect((await manager.post(`/api/manager/lead/${first.id}/take`)).statusCode).toBe(200);
    expect(await managerSocket.next(isLeads)).toEqual({ action: 'leads', payload: { counters: { leads: 2 } } });
    await expect(adminSocket.next(isLeads, 300)).rejects.toThrow('no such message');
  });

  it('answers the menu counters the roles see', async () => {
    expect((await manager.get('/api/counters')).json()).toEqual({ leads: expect.any(Number) });
    expect((await admin.get('/api/counters')).json()).toEqual({});
    expect((await new Client(t.app).get('/api/counters')).statusCode).toBe(401);
  });

  it('closes the socket at sign-out, and only that session’s', async () => {
    const leaving = await signedIn(ACCOUNTS.MANAGER);
    const leavingSocket = await live(leaving);
    const stayingSocket = await live(manager);
    expect((await leaving.post('/api/logout')).statusCode).toBe(200);
    expect(await leavingSocket.closed).toBe(CLOSE_SESSION_ENDED);
    expect(stayingSocket.socket.readyState).toBe(1);
  });

  it('closes every socket of a user an admin blocks, at once', async () => {
    const user = await addUser(t.app, 'blocked-live@test.local', ['MANAGER']);
    const [one, two] = await Promise.all([signedIn(user.email), signedIn(user.email)]);
    const sockets = [await live(one), await live(two)];
    expect((await admin.post('/api/admin/blockuser', { form: { hash: user.hash } })).statusCode).toBe(200);
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([CLOSE_SESSION_ENDED, CLOSE_SESSION_ENDED]);
  });

  it('closes a socket whose session is gone at the next heartbeat', async () => {
    const user = await addUser(t.app, 'expired-live@test.local', ['MANAGER']);
    const socket = await live(await signedIn(user.email));
    await t.app.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await t.app.live.heartbeat();
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('shows who else has a clinic open, and when they leave; refuses pages the role may not open', async () => {
    const second = await addUser(t.app, 'second-admin@test.local', ['ADMIN']);
    const page = 'clinic:7';
    const mine = await live(admin);
    const theirs = await live(await signedIn(second.email));
    mine.send({ action: 'watch', payload: { page } });
    expect(await mine.next(presenceOf(page))).toMatchObject({ payload: { people: [] } });
    theirs.send({ action: 'watch', payload: { page } });
    const seen = await mine.next(presenceOf(page));
    expect(seen).toEqual({ action: 'presence', payload: { page, people: [{ id: second.id, name: second.name, avatar: null }] } });
    expect(await theirs.next(presenceOf(page))).toMatchObject({ payload: { people: [{ name: `User ${ACCOUNTS.ADMIN}` }] } });
    theirs.socket.close();
    expect(await mine.next(presenceOf(page))).toMatchObject({ payload: { people: [] } });
    // A manager may not open clinic profiles: the page is ignored, so nobody sees them there.
    const managerSocket = await live(manager);
    managerSocket.send({ action: 'watch', payload: { page } });
    await expect(mine.next(presenceOf(page), 300)).rejects.toThrow('no such message');
    expect(await t.app.db.selectFrom('live_presence').select('user_id').where('page', '=', page).execute()).toHaveLength(1);
  });
});
