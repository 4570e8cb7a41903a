// Authors (002 §3 "Author", §5, §7 "Authors") on every dialect: the list of active authors with
// their photos and social links, one author, and (below) the writes with their rules, photo
// checks, history and version conflicts.
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTHORS, loadDemoAuthors } from '../../server/demo/authors';
import { openStorage } from '../../server/services/files/openStorage';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { filesUnder, photo, upload } from '../support/uploads';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

type Author = {
  id: number;
  isDoctor: boolean;
  lastName: string;
  photo: string | null;
  thumb: string | null;
  socialNetworks: Record<string, string>;
  updated: number;
};
const KEYS = [
  'active',
  'clinic',
  'degree',
  'description',
  'firstName',
  'id',
  'isDoctor',
  'lastName',
  'link',
  'patronymicName',
  'personDescription',
  'photo',
  'position',
  'seniority',
  'socialNetworks',
  'thumb',
  'updated',
];

describe.each(dialects())('authors on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  const all = async () => (await admin.get('/api/admin/author/all')).json().authors as Author[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    await loadDemoAuthors(t.app.db, openStorage(t.config));
  });
  afterAll(() => t.close());

  it('lists the active authors by name, doctors and editors told apart, with photos and every network', async () => {
    const authors = await all();
    expect(authors.map((a) => a.lastName)).toEqual(DEMO_AUTHORS.map((a) => a.lastName).sort());
    expect(Object.keys(authors[0]).sort()).toEqual(KEYS);
    expect(authors.filter((a) => a.isDoctor).map((a) => a.lastName)).toEqual(['Ветров', 'Соколова']);
    const sokolova = authors.find((a) => a.lastName === 'Соколова');
    expect(sokolova?.socialNetworks).toEqual({
      VK: 'https://vk.com/demo.sokolova',
      FB: '',
      OK: '',
      LI: 'https://www.linkedin.com/in/demo-sokolova',
    });
    for (const [url, width] of [
      [sokolova?.photo, 640],
      [sokolova?.thumb, 88],
    ] as const) {
      expect(url).toMatch(/^\/images\/author\/(thumb\/)?[0-9a-f-]{36}\.jpg$/);
      const served = await t.app.inject({ method: 'GET', url: String(url) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('answers one author, a soft-deleted one too, and 404 for none', async () => {
    const [first] = await all();
    expect((await admin.get(`/api/admin/author/${first.id}`)).json()).toEqual(first);
    await t.app.db.updateTable('authors').set({ active: 0 }).where('id', '=', first.id).execute();
    expect((await all()).map((a) => a.id)).not.toContain(first.id);
    expect((await admin.get(`/api/admin/author/${first.id}`)).json()).toMatchObject({ id: first.id, active: false });
    await t.app.db.updateTable('authors').set({ active: 1 }).where('id', '=', first.id).execute();
    expect((await admin.get('/api/admin/author/99999')).statusCode).toBe(404);
  });

  const doctor = {
    isDoctor: true,
    lastName: 'Петров',
    firstName: 'Пётр',
    patronymicName: 'Петрович',
    personDescription: 'Врач-невролог',
    description: 'Неврология',
    seniority: '10 лет',
    socialNetworks: { VK: 'https://vk.com/petrov' },
  };
  const jpeg = async (width = 800, height = 600) => ({
    name: 'photo',
    filename: 'me.jpg',
    contentType: 'image/jpeg',
    content: await photo(width, height).jpeg().toBuffer(),
  });
  const create = async (author: object, file?: Awaited<ReturnType<typeof jpeg>>) =>
    upload(admin, '/api/admin/author', { author: JSON.stringify(author) }, file);
  const history = async (id: number) =>
    (await admin.get(`/api/admin/history?entity=authors&entityId=${id}`)).json().items as { action: string; changes: object }[];
  const authorFiles = () => filesUnder(join(t.config.dataDir, 'files')).filter((f) => f.includes('author/') || f.startsWith('.tmp/'));

  it('creates a doctor author with a photo, re-encoded, recorded in the history', async () => {
    const res = await create(doctor, await jpeg(1200, 900));
    expect(res.statusCode, res.body).toBe(200);
    const author = res.json();
    expect(author).toMatchObject({ lastName: 'Петров', isDoctor: true, active: true, seniority: '10 лет' });
    expect(author.socialNetworks).toEqual({ VK: 'https://vk.com/petrov', FB: '', OK: '', LI: '' });
    const served = await t.app.inject({ method: 'GET', url: author.photo });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    expect((await all()).map((a) => a.id)).toContain(author.id);
    expect((await history(author.id)).map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a new author without a photo, and each broken rule on its field, storing nothing', async () => {
    const before = (await all()).length;
    const res = await create(doctor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { photo: ['Загрузите фотографию автора'] } });
    const bad = {
      isDoctor: true,
      lastName: 'Пе',
      firstName: '',
      patronymicName: 'Петрович',
      personDescription: 'x'.repeat(129),
      link: 'javascript:alert(1)',
      description: 'Н'.repeat(129),
      seniority: '',
      clinic: 'к'.repeat(129),
      socialNetworks: { FB: 'facebook' },
    };
    const refused = await create(bad, await jpeg());
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error).sort()).toEqual(
      ['clinic', 'description', 'firstName', 'lastName', 'link', 'personDescription', 'seniority', 'socialNetworks.FB'].sort(),
    );
    expect(refused.json().error.description).toEqual(['Максимальная длина — 128']);
    // An editor author needs no specialty or experience.
    const editor = { isDoctor: false, lastName: 'Иванова', firstName: 'Ирина', patronymicName: 'Ивановна', personDescription: 'Редактор' };
    const text = await upload(
      admin,
      '/api/admin/author',
      { author: JSON.stringify(editor) },
      {
        name: 'photo',
        filename: 'me.jpg',
        contentType: 'image/jpeg',
        content: Buffer.from(`<?php echo 1; ?>${' '.repeat(2000)}`),
      },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: { photo: ['Неверный формат/размер'] } });
    expect((await all()).length).toBe(before);
    expect(authorFiles().filter((f) => f.startsWith('.tmp/'))).toEqual([]);
  });

  it('refuses a photo over 5 MB', async () => {
    const big = { name: 'photo', filename: 'big.png', contentType: 'image/png', content: Buffer.alloc(5_242_881) };
    big.content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await create(doctor, big);
    expect(res.statusCode).toBe(413);
  });

  it('edits an author (specialty up to 2048, photo optional, version checked) and replaces the photo', async () => {
    const author = (await create(doctor, await jpeg())).json();
    const oldPhoto = authorFiles().filter((f) => f.includes(author.photo.split('/').at(-1)));
    expect(oldPhoto.length).toBeGreaterThan(0);
    const edit = { ...doctor, id: author.id, description: 'Н'.repeat(2000), socialNetworks: { OK: 'https://ok.ru/petrov' } };
    const headers = { 'if-match': `"${author.updated}"` };
    const res = await admin.send('PUT', '/api/admin/author', { json: edit, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Н'.repeat(2000), photo: author.photo });
    expect(res.json().socialNetworks).toEqual({ VK: '', FB: '', OK: 'https://ok.ru/petrov', LI: '' });
    expect((await admin.send('PUT', '/api/admin/author', { json: edit, headers })).statusCode).toBe(409);
    const withPhoto = await upload(admin, '/api/admin/author', { author: JSON.stringify(edit) }, await jpeg(), { method: 'PUT' });
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
    expect(withPhoto.json().photo).not.toBe(author.photo);
    expect(authorFiles().filter((f) => oldPhoto.includes(f))).toEqual([]);
    expect((await history(author.id)).map((h) => h.action)).toEqual(['update', 'update', 'create']);
    const tooLong = await admin.send('PUT', '/api/admin/author', { json: { ...edit, description: 'Н'.repeat(2049) } });
    expect(tooLong.json()).toEqual({ error: { description: ['Максимальная длина — 2048'] } });
  });

  it('soft-deletes an author: gone from the list, kept for articles, recorded; a second delete is 404', async () => {
    const author = (await create(doctor, await jpeg())).json();
    const res = await admin.send('DELETE', `/api/admin/author/${author.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await all()).map((a) => a.id)).not.toContain(author.id);
    expect((await t.app.inject({ method: 'GET', url: author.photo })).statusCode).toBe(200);
    expect((await history(author.id)).map((h) => h.action)).toEqual(['delete', 'create']);
    expect((await admin.send('DELETE', `/api/admin/author/${author.id}`)).statusCode).toBe(404);
    expect((await admin.send('PUT', '/api/admin/author', { json: { ...doctor, id: author.id } })).statusCode).toBe(404);
  });

  it('is open to the REDACTOR and closed to the MANAGER', async () => {
    const redactor = new Client(t.app);
    await redactor.login(ACCOUNTS.REDACTOR, PASSWORD);
    expect((await redactor.get('/api/admin/author/all')).statusCode).toBe(200);
    const manager = new Client(t.app);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
    expect((await manager.get('/api/admin/author/all')).statusCode).toBe(403);
  });
});
