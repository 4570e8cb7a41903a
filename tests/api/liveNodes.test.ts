// Two API nodes on one PostgreSQL and one S3-compatible store (issue 16 point 4): events published
// on one node reach the sockets of the other through LISTEN/NOTIFY, and a picture uploaded through
// one is served by the other. PostgreSQL only: on SQLite the deployment is one process by
// construction.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLOSE_SESSION_ENDED, type ServerMessage } from '../../common/live';
import { Client } from '../support/client';
import { type LiveClient, openLive } from '../support/liveClient';
import { startS3rver } from '../support/s3rver';
import { createTestNodes } from '../support/testApp';
import { photo, upload } from '../support/uploads';
import { ACCOUNTS, addRoleAccounts, addUser, PASSWORD } from '../support/users';

describe.runIf(inject('pgUrl'))('two nodes on one PostgreSQL', () => {
  let s3rver: Awaited<ReturnType<typeof startS3rver>>;
  let nodes: Awaited<ReturnType<typeof createTestNodes>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseB: string;
  const sockets: LiveClient[] = [];

  const signedIn = async (app: FastifyInstance, email: string) => {
    const client = new Client(app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const liveOnB = async (client: Client) => {
    const socket = await openLive(baseB, client);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    s3rver = await startS3rver();
    nodes = await createTestNodes(2, { s3Url: s3rver.url(await s3rver.newBucket()) });
    [a, b] = nodes.apps;
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    await addRoleAccounts(a);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await nodes.close();
    await s3rver.close();
  });

  it('brings a lead posted to node A to a manager connected to node B', async () => {
    // Signed in through A: the session lives in the shared database, so B knows it.
    const socket = await liveOnB(await signedIn(a, ACCOUNTS.MANAGER));
    const posted = await a.inject({
      method: 'POST',
      url: '/api/public/lead',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Пациент Двух Узлов', phone: '+7 900 000-00-02', email: 'nodes@test.local', gender: 'MALE' }),
    });
    expect(posted.statusCode).toBe(200);
    expect(await socket.next((message: ServerMessage) => message.action === 'leads')).toEqual({
      action: 'leads',
      payload: { counters: { leads: 1 } },
    });
  });

  it('closes on node B the socket of a user blocked on node A', async () => {
    const user = await addUser(a, 'blocked-node@test.local', ['MANAGER']);
    const socket = await liveOnB(await signedIn(b, user.email));
    const admin = await signedIn(a, ACCOUNTS.ADMIN);
    expect((await admin.post('/api/admin/blockuser', { form: { hash: user.hash } })).statusCode).toBe(200);
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('shows people on one page across nodes', async () => {
    const second = await addUser(a, 'second-node-admin@test.local', ['ADMIN']);
    const baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    const onA = await openLive(baseA, await signedIn(a, ACCOUNTS.ADMIN));
    sockets.push(onA);
    const onB = await liveOnB(await signedIn(b, second.email));
    const page = 'article:3';
    const isPage = (message: ServerMessage) => message.action === 'presence' && message.payload.page === page;
    onA.send({ action: 'watch', payload: { page } });
    await onA.next(isPage);
    onB.send({ action: 'watch', payload: { page } });
    expect(await onA.next(isPage)).toMatchObject({ payload: { people: [{ id: second.id }] } });
  });

  it('serves through node B a picture uploaded through node A', async () => {
    const admin = await signedIn(a, ACCOUNTS.ADMIN);
    const content = await photo(1200, 800).jpeg().toBuffer();
    const res = await upload(admin, '/api/admin/mediafile/upload', {}, { filename: 'photo.jpg', contentType: 'image/jpeg', content });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = (res.json() as { file: { url: string } }).file;
    const onA = await a.inject({ method: 'GET', url });
    const onB = await b.inject({ method: 'GET', url });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('image/jpeg');
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
  });
});
