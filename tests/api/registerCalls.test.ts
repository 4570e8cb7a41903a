// The registrar (server/http/registerCalls.ts) on a set declared for this test: a call without a
// handler or a handler without a call stops the start; a declared route carries its access rule,
// body encoding and field-error location, validates and types its input, answers no-store where
// declared (refusals too), publishes its live event only after it succeeded, and is described in
// the API reference under its name with the rules its declaration sets and its answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineCalls } from '../../common/calls';
import { ApiError } from '../../server/http/errors';
import { registerCalls } from '../../server/http/registerCalls';
import { Client } from '../support/client';
import { createTestApp } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

const notes = defineCalls(
  { area: 'Notes', access: ['MANAGER'], encoding: 'form', errorsAt: 'root', noStore: true },
  {
    listNotes: {
      method: 'GET',
      path: '/api/manager/test-notes',
      description: 'A page of notes.',
      query: { type: 'object', properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', default: 5 } } },
      paging: { items: 'notes', total: 'total', page: 'page', size: 'size' },
      answers: { 304: { description: 'Not modified (If-None-Match).', type: 'null' } },
    },
    saveNote: {
      method: 'POST',
      path: '/api/manager/test-note/:id',
      description: 'Saves a note.',
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      body: { type: 'object', properties: { title: { type: 'string', text: { min: 2, max: 20 } } } },
      answer: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } },
      version: true,
      live: 'leads',
    },
  },
);

describe('the registrar', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let manager: Client;
  const publish = vi.fn();

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' });
    registerCalls(t.app, notes, {
      listNotes: async (request) => ({ notes: [], total: request.query.page * 100 + request.query.size }),
      saveNote: async (request) => {
        if (request.body.title === 'no') throw new ApiError(409, 'server.error.conflict');
        return { id: request.params.id, title: String(request.body.title) };
      },
    });
    await addRoleAccounts(t.app);
    t.app.live.publish = publish;
    manager = new Client(t.app);
    expect((await manager.login(ACCOUNTS.MANAGER, PASSWORD)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses a declared call without a handler, and a handler of no declared call', () => {
    expect(() => registerCalls(t.app, notes, { listNotes: async () => ({}) } as never)).toThrow(
      'Notes: declared calls without a handler: saveNote (POST /api/manager/test-note/:id)',
    );
    expect(() =>
      registerCalls(t.app, notes, { listNotes: async () => ({}), saveNote: async () => ({}), dropNote: async () => ({}) } as never),
    ).toThrow('Notes: handlers of no declared call: dropNote');
  });

  it('serves a call with its input validated and typed, its access rule and no-store', async () => {
    const page = await manager.get('/api/manager/test-notes?page=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ notes: [], total: 205 });
    expect(page.headers['cache-control']).toBe('no-store');
    const refused = await manager.get('/api/manager/test-notes?page=-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    expect((await admin.get('/api/manager/test-notes')).statusCode).toBe(403);
  });

  it('reads form fields, puts field errors where declared, and publishes only after success', async () => {
    const saved = await manager.post('/api/manager/test-note/7', { form: { title: 'Hello' } });
    expect(saved.json()).toEqual({ id: 7, title: 'Hello' });
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith({ type: 'leads' });
    const short = await manager.post('/api/manager/test-note/7', { form: { title: 'H' } });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json())).toEqual(['title']);
    expect((await manager.post('/api/manager/test-note/7', { json: { title: 'no' } })).statusCode).toBe(409);
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('describes each call in the reference under its name, with the rules of its declaration', () => {
    const routes = t.app.routeTable.filter((route) => route.url.includes('/test-note'));
    const save = routes.find((route) => route.method === 'POST');
    expect(save?.schema).toMatchObject({ operationId: 'saveNote', tags: ['Notes'] });
    expect(String(save?.schema?.description)).toMatch(/^Saves a note\. Takes If-Match.*Publishes `leads`.*no-store\.$/);
    const list = routes.find((route) => route.method === 'GET');
    expect(String(list?.schema?.description)).toContain('a page of `notes` (`page` zero-based, `size` records), `total` records');
    // The answers of other statuses are listed beside the 200 one (an image's 304).
    expect(list?.schema?.response).toEqual({ 304: { description: 'Not modified (If-None-Match).', type: 'null' } });
    expect(Object.keys((save?.schema?.response ?? {}) as object)).toEqual(['200']);
    expect(routes.map((route) => [route.method, route.access])).toEqual([
      ['GET', ['MANAGER']],
      ['POST', ['MANAGER']],
    ]);
  });
});
