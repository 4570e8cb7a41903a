// A plain resource without a `store` (issue 24 point 1): its calls are made from its `api` like a
// stored one's (common/resourceCalls.ts) and served by hand-written handlers attached to them by
// name through the one registrar; the body is validated by its schema before a handler runs, the
// access rule is the declaration's, and the browser's data provider serves react-admin's methods
// from the same calls. The handlers here keep their records in memory: what is proved is the wiring.
import type { RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../common/resource';
import { isPlain, resourceCalls } from '../../common/resourceCalls';
import { createHttp } from '../../dataProvider/http';
import type { AppDataProvider } from '../../dataProvider/index';
import { type Handlers, registerCalls } from '../../server/http/registerCalls';
import { plainDataProvider } from '../../src/testing/declaredProvider';
import { Client } from '../support/client';
import { injectBrowser } from '../support/injectBrowser';
import { createTestApp } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

const schema = {
  type: 'object',
  properties: { title: { type: 'string', text: { min: 2, max: 40 } }, pinned: { type: 'boolean' } },
} as const;

const notes = defineResource(schema, {
  name: 'notes',
  path: '/admin/notes',
  roles: ['ADMIN'],
  api: {
    list: { path: '/api/test/notes', key: 'notes' },
    create: { path: '/api/test/note', answer: 'id' },
    delete: { path: '/api/test/note/:id' },
  },
  list: { view: 'table', title: 'title', columns: [], sort: { field: 'title', order: 'ASC' } },
  form: { mode: 'modal', sections: [{ fields: [{ source: 'title' }, { source: 'pinned' }] }] },
});

if (!isPlain(notes)) throw new Error('notes: the declaration has no api');
const calls = resourceCalls(notes);
type Note = { id: number; title: string; pinned: boolean; updated: number };

describe('a plain resource without a store', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let provider: AppDataProvider;
  const stored: Note[] = [{ id: 1, title: 'Первая', pinned: true, updated: 10 }];
  const served: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' });
    const handlers = {
      'notes.getList': async () => {
        served.push('notes.getList');
        return { notes: stored };
      },
      'notes.create': async (request: { body: unknown }) => {
        served.push('notes.create');
        const { title, pinned = false } = request.body as { title: string; pinned?: boolean };
        const id = stored.length + 1;
        stored.push({ id, title, pinned, updated: 20 });
        return { id };
      },
      'notes.delete': async (request: { params: unknown }) => {
        served.push('notes.delete');
        const { id } = request.params as { id: number };
        stored.splice(
          stored.findIndex((note) => note.id === id),
          1,
        );
        return {};
      },
    };
    registerCalls(t.app, calls, handlers as unknown as Handlers<typeof calls>);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    await admin.csrf();
    provider = plainDataProvider(createHttp(injectBrowser(t.app, admin).env), notes);
  });
  afterAll(() => t.close());

  it('declares the calls its api names, with answers from its schema', () => {
    expect(Object.keys(calls.calls)).toEqual(['notes.getList', 'notes.create', 'notes.delete']);
    const answer = calls.calls['notes.getList'].answer as { properties: { notes: { items: { properties: object } } } };
    expect(Object.keys(answer.properties.notes.items.properties)).toEqual(['id', 'title', 'pinned', 'updated']);
  });

  it('lists, reads one and adds through react-admin’s methods, each served by its handler', async () => {
    const { data, total } = await provider.getList('notes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(1);
    expect(data).toEqual([{ id: 1, title: 'Первая', pinned: true, updated: 10 }]);
    expect((await provider.getOne('notes', { id: 1 })).data).toMatchObject({ title: 'Первая' });
    const created = await provider.create('notes', { data: { title: 'Вторая', pinned: false } });
    expect(created.data.id).toBe(2);
    await provider.delete('notes', { id: 1, previousData: stored[0] as RaRecord });
    expect(stored.map((note) => note.title)).toEqual(['Вторая']);
    expect(served).toEqual(['notes.getList', 'notes.getList', 'notes.create', 'notes.delete']);
  });

  it('refuses a body its schema refuses before the handler runs, on the field, in the session’s language', async () => {
    served.length = 0;
    const refused = provider.create('notes', { data: { title: 'x' } });
    await expect(refused).rejects.toMatchObject({ status: 400, body: { errors: { title: 'Минимальная длина — 2' } } });
    expect(served).toEqual([]);
  });

  it('keeps its access rule: a manager is refused, nobody signed in is asked to sign in', async () => {
    const manager = new Client(t.app);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
    expect((await manager.get('/api/test/notes')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/test/notes')).statusCode).toBe(401);
  });

  it('refuses a stored resource that declares no calls', () => {
    expect(() =>
      defineResource(schema, {
        ...notes.config,
        api: undefined,
        store: { table: 'notes', fields: ['title'], order: { field: 'title', order: 'ASC' } },
      }),
    ).toThrow('notes: a stored resource declares its calls (api)');
  });
});
