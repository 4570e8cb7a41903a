// Authors (002 §3 "Author", §5, §7 "Authors") on every dialect: the list of active authors with
// their photos and social links, one author, and (below) the writes with their rules, photo
// checks, history and version conflicts.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUTHORS, loadDemoAuthors } from '../../server/demo/authors';
import { openStorage } from '../../server/services/files/storage';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
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
    await loadDemoAuthors(t.app.db, openStorage(t.config.dataDir));
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
});
