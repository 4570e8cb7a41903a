// The routes the engine builds from a plain resource's declaration (server/engine), on a
// declaration made for this test: update and delete with versions, unique fields, JSON answers with
// ids, rich text sanitised, history rows; rubrics (tests/api/rubrics.test.ts) cover the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../common/resource';
import { idColumn } from '../../server/db/dialect';
import type { GeneratedResource } from '../../server/engine/declarations';
import { resourceRoutes } from '../../server/engine/resourceRoutes';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, fingerprint, PASSWORD } from '../support/users';

const noteSchema = {
  type: 'object',
  properties: { title: { type: 'string', text: { min: 2, max: 40 } }, body: { type: 'string', text: { max: 5000 } } },
} as const;

const [notes] = [
  defineResource(noteSchema, {
    name: 'notes',
    path: '/admin/notes',
    roles: ['ADMIN'],
    store: {
      table: 'test_notes',
      fields: ['title', 'body'],
      unique: ['title'],
      transforms: { title: ['trim'] },
      order: { field: 'title', order: 'DESC' },
    },
    api: {
      list: { path: '/api/admin/notes', key: 'notes' },
      create: { path: '/api/admin/note', answer: 'id' },
      update: { path: '/api/admin/note/:id', method: 'PUT', answer: 'id' },
      delete: { path: '/api/admin/note/:id' },
    },
    list: { view: 'table', title: 'title', columns: [], sort: { field: 'title', order: 'ASC' } },
    form: { mode: 'modal', sections: [{ fields: [{ source: 'title' }, { source: 'body', widget: 'richtext' }] }] },
  }),
] as GeneratedResource[];

describe.each(dialects())('declared resource routes on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  const history = (id: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'notes')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const stored = async () =>
    (await c.get('/api/admin/notes')).json().notes as { id: number; title: string; body: string; updated: number }[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const id = idColumn(t.app.dialect);
    await t.app.db.schema
      .createTable('test_notes')
      .addColumn('id', id.type, id.build)
      .addColumn('title', 'varchar(40)', (col) => col.notNull().unique())
      .addColumn('body', 'text')
      .addColumn('created', 'bigint', (col) => col.notNull())
      .addColumn('updated', 'bigint', (col) => col.notNull())
      .execute();
    await t.app.register(resourceRoutes([notes]));
    await addRoleAccounts(t.app);
    c = new Client(t.app);
    await c.login(ACCOUNTS.ADMIN, PASSWORD);
  });
  afterAll(() => t.close());

  it('creates records answering their id, sanitises rich text, lists in the declared order', async () => {
    const first = await c.post('/api/admin/note', { json: { title: ' Alpha ', body: '<p>Hi<script>alert(1)</script></p>' } });
    expect(first.json()).toEqual({ id: expect.any(Number) });
    await c.post('/api/admin/note', { json: { title: 'Beta', body: '' } });
    const list = await stored();
    expect(list.map((note) => note.title)).toEqual(['Beta', 'Alpha']);
    expect(list[1].body).toBe('<p>Hi</p>');
  });

  it('updates with the loaded version, refuses a stale one with 409 and keeps the newer data', async () => {
    const [, alpha] = await stored();
    const saved = await c.send('PUT', `/api/admin/note/${alpha.id}`, {
      json: { title: 'Alpha', body: 'v2' },
      headers: { 'if-match': `"${alpha.updated}"` },
    });
    expect(saved.statusCode).toBe(200);
    const before = await fingerprint(t.app);
    const stale = await c.send('PUT', `/api/admin/note/${alpha.id}`, {
      json: { title: 'Alpha', body: 'v3' },
      headers: { 'if-match': `"${alpha.updated}"` },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Запись уже изменил кто-то другой, пока вы её редактировали');
    expect(await fingerprint(t.app)).toBe(before);
    const unversioned = await c.send('PUT', `/api/admin/note/${alpha.id}`, { json: { title: 'Alpha', body: 'v4' } });
    expect(unversioned.statusCode).toBe(200);
    expect((await stored())[1]).toMatchObject({ body: 'v4' });
    expect((await history(alpha.id)).map((row) => [row.action, JSON.parse(row.changes ?? 'null')])).toEqual([
      ['create', { title: [null, 'Alpha'], body: [null, '<p>Hi</p>'] }],
      ['update', { body: ['<p>Hi</p>', 'v2'] }],
      ['update', { body: ['v2', 'v4'] }],
    ]);
  });

  it('refuses a title another record holds, on that field, and an unknown id with 404', async () => {
    const [beta, alpha] = await stored();
    const taken = await c.send('PUT', `/api/admin/note/${alpha.id}`, { json: { title: beta.title, body: '' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: { title: ['Это значение уже используется'] } });
    expect((await c.send('PUT', '/api/admin/note/99999', { json: { title: 'Gamma' } })).statusCode).toBe(404);
    expect((await c.send('DELETE', '/api/admin/note/99999')).statusCode).toBe(404);
  });

  it('refuses a delete with a stale version with 409, keeping the record', async () => {
    const [beta] = await stored();
    const before = await fingerprint(t.app);
    // The version of a list shown before someone saved the record.
    const stale = await c.send('DELETE', `/api/admin/note/${beta.id}`, { headers: { 'if-match': `"${beta.updated - 1}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Запись уже изменил кто-то другой, пока вы её редактировали');
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('deletes a record with its history row; only ADMIN may', async () => {
    const [beta] = await stored();
    const manager = new Client(t.app);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
    expect((await manager.send('DELETE', `/api/admin/note/${beta.id}`)).statusCode).toBe(403);
    expect((await c.send('DELETE', `/api/admin/note/${beta.id}`, { headers: { 'if-match': `"${beta.updated}"` } })).statusCode).toBe(200);
    expect((await stored()).map((note) => note.title)).toEqual(['Alpha']);
    expect((await history(beta.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });
});
