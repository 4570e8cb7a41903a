// SEO pages (002 §3 "SEO page", §5, §7 "SEO pages") on every dialect: the tree with its counters
// and page flags per city and language, a page never saved, the slug rules per level, every length
// rule, sanitised rich text, the image from the media library, the version check, the history,
// the main flag, and the disease search by Russian name.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { addAuthor } from '../support/authors';
import { addSmallCatalogue, type SmallCatalogue } from '../support/catalogueRows';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

type Page = Record<string, unknown> & { id: number | null; updated: number };

describe.each(dialects())('SEO pages on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let cat: SmallCatalogue;
  let cityId: number;
  const cid = () => cat.specialtyCategory;
  const sid = () => cat.specialties[0];
  const page = async (query: string) => (await admin.get(`/api/admin/seopage?${query}`)).json() as Page;
  const save = (body: Record<string, unknown>, version?: number) =>
    admin.post('/api/admin/seopage', {
      json: { locals: 'RU', ...body },
      headers: version === undefined ? {} : { 'if-match': String(version) },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    cat = await addSmallCatalogue(t.app.db);
    const now = Date.now();
    const hub = await t.app.db
      .insertInto('hubs')
      .values({ slug: 'hub', priority: 0, created: now, updated: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const city = await t.app.db
      .insertInto('cities')
      .values({ slug: 'kazan', region: 16, hub_id: hub.id, priority: 0, created: now, updated: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    cityId = city.id;
    await t.app.db.insertInto('city_l10n').values({ city_id: cityId, lang: 'RU', name: 'Казань', place: 'Казани' }).execute();
    await t.app.db
      .insertInto('seo_counts')
      .values([
        { category_id: cid(), specialty_id: 0, city_id: 0, lang: 'RU', cc: 7, ccv: 5 },
        { category_id: cid(), specialty_id: sid(), city_id: 0, lang: 'RU', cc: 3, ccv: 2 },
        { category_id: cid(), specialty_id: sid(), city_id: cityId, lang: 'RU', cc: 1, ccv: 1 },
        { category_id: cid(), specialty_id: sid(), city_id: 0, lang: 'EN', cc: 2, ccv: 0 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('answers a page never saved with its place and empty texts', async () => {
    const res = await admin.get(`/api/admin/seopage?cid=${cid()}&sid=${sid()}&ct=&locals=RU`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: null,
      cid: cid(),
      sid: sid(),
      ct: null,
      locals: 'RU',
      title: '',
      slug1: '',
      updated: 0,
      visible: false,
    });
  });

  it('saves a category page with slug1 and answers the tree with its counters and flags', async () => {
    const res = await save({
      cid: cid(),
      title: 'Кардиология',
      slug1: 'cardiology',
      seo: '<p>Текст <script>x()</script></p>',
      visible: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Page;
    expect(saved).toMatchObject({ slug1: 'cardiology', title: 'Кардиология', seo: '<p>Текст </p>', visible: true });
    expect(saved.updated).toBeGreaterThan(0);
    const tree = (await admin.get('/api/admin/getseopages?locals=RU&cityId=')).json();
    expect(tree[cid()][0]).toEqual({
      cc: 7,
      ccv: 5,
      seo: true,
      main: false,
      slug1: 'cardiology',
      id: saved.id,
      slug: 'cardiology',
      visible: true,
    });
    expect(tree[cid()][sid()]).toMatchObject({ cc: 3, ccv: 2, seo: false, id: null, slug1: 'cardiology' });
    const city = (await admin.get(`/api/admin/getseopages?locals=RU&cityId=${cityId}`)).json();
    expect(city[cid()][sid()]).toMatchObject({ cc: 1, ccv: 1, id: null });
    expect(city[cid()][0]).toBeUndefined();
    const en = (await admin.get('/api/admin/getseopages?locals=EN')).json();
    expect(en[cid()][sid()]).toMatchObject({ cc: 2, ccv: 0 });
    // Gzipped for a client that accepts it (a browser), the same JSON; twice, the second from the cache.
    for (const _ of [1, 2]) {
      const zipped = await admin.get('/api/admin/getseopages?locals=EN', { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(en);
    }
    const refused = await admin.get('/api/admin/getseopages?locals=EN', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(en);
  });

  it('allows slug1 only at category level, slug2 with a specialty or a city, slug3 only with a city', async () => {
    const locked = (await save({ cid: cid(), sid: sid(), slug1: 'x', slug3: 'y' })).json().error;
    expect(Object.keys(locked).sort()).toEqual(['slug1', 'slug3']);
    expect((await save({ cid: cid(), slug2: 'x' })).json().error).toHaveProperty('slug2');
    const specialty = await save({ cid: cid(), sid: sid(), slug2: 'arrhythmia' });
    expect(specialty.statusCode, specialty.body).toBe(200);
    // The specialty page shows its category's slug1, read-only.
    expect(specialty.json()).toMatchObject({ slug1: 'cardiology', slug2: 'arrhythmia', slug3: '' });
    const city = await save({ cid: cid(), sid: sid(), ct: cityId, slug2: 'arrhythmia', slug3: 'kazan' });
    expect(city.statusCode, city.body).toBe(200);
    expect(city.json()).toMatchObject({ ct: cityId, cityId, slug2: 'arrhythmia', slug3: 'kazan' });
    const categoryInCity = await save({ cid: cid(), ct: cityId, slug2: 'cardio', slug3: 'kazan' });
    expect(categoryInCity.statusCode, categoryInCity.body).toBe(200);
  });

  it('refuses every over-long field, a bad slug and an unknown place, on the field, storing nothing', async () => {
    const long = (n: number) => 'а'.repeat(n + 1);
    const res = await save({
      cid: cid(),
      slug1: `a${'b'.repeat(128)}`,
      title: long(200),
      htmlTitle: long(256),
      seo: `<p>${long(150000)}</p>`,
      seoLong: long(150000),
      seoDescription: long(2048),
      keywords: long(256),
      mediaAlt: long(256),
      procPrice: long(100),
    });
    expect(res.statusCode).toBe(400);
    const fields = ['htmlTitle', 'keywords', 'mediaAlt', 'procPrice', 'seo', 'seoDescription', 'seoLong', 'slug1', 'title'];
    expect(Object.keys(res.json().error).sort()).toEqual(fields);
    expect(res.json().error.title[0]).toBe('Максимальная длина — 200');
    expect((await save({ cid: cid(), slug1: 'Bad slug' })).json().error.slug1[0]).toMatch(/латинские/);
    expect((await save({ cid: 999999 })).json().error).toHaveProperty('cid');
    expect((await save({ cid: cid(), sid: cat.specialties[1] + 1000 })).json().error).toHaveProperty('sid');
    expect((await save({ cid: cid(), ct: 999999 })).json().error).toHaveProperty('ct');
    expect((await save({ cid: cid(), mediaId: 999999 })).json().error).toHaveProperty('mediaId');
    expect((await page(`cid=${cid()}&locals=RU`)).title).toBe('Кардиология');
  });

  it('keeps the image, refuses a stale version, records the history per language', async () => {
    const now = Date.now();
    const mediaId = await insertMediaFile(t.app.db, { hash: 'seo-image', fileType: 'jpg', width: 960, height: 640, size: 1000 }, now);
    const loaded = await page(`cid=${cid()}&locals=EN`);
    expect(loaded.updated).toBe(0);
    const first = await save({ cid: cid(), locals: 'EN', title: 'Cardiology', mediaId }, loaded.updated);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save({ cid: cid(), locals: 'EN', title: 'Old' }, loaded.updated);
    expect(stale.statusCode).toBe(409);
    const fresh = first.json() as Page;
    expect(fresh).toMatchObject({ mediaId, mediaName: 'seo-image.jpg' });
    // The media library refuses to delete an image an SEO page shows.
    expect((await admin.post('/api/admin/mediafile/delete', { form: { mediaFileId: mediaId } })).statusCode).toBe(409);
    expect((await save({ cid: cid(), locals: 'EN', title: 'Cardiology 2', mediaId: fresh.mediaId }, fresh.updated)).statusCode).toBe(200);
    // The other language's version is its own: the RU editor's version still holds.
    const ru = await page(`cid=${cid()}&locals=RU`);
    expect(
      (await save({ cid: cid(), title: 'Кардиология', slug1: 'cardiology', seo: ru.seo as string, visible: true }, ru.updated)).statusCode,
    ).toBe(200);
    const history = (await admin.get(`/api/admin/history?entity=seopages&entityId=${fresh.id}`)).json().items as {
      action: string;
      changes: object;
    }[];
    expect(history.map((h) => h.action)).toContain('create');
    expect(JSON.stringify(history)).toContain('title.EN');
  });

  it('takes a doctor author and an editor author, each of its own kind', async () => {
    const author = (isDoctor: number, lastName: string) => addAuthor(t.app.db, { isDoctor: isDoctor === 1, lastName });
    const doctor = await author(1, 'Врачова');
    const editor = await author(0, 'Редакторова');
    const wrong = await save({ cid: cid(), sid: sid(), author: editor, authorEditor: doctor });
    expect(Object.keys(wrong.json().error).sort()).toEqual(['author', 'authorEditor']);
    const ok = await save({ cid: cid(), sid: sid(), slug2: 'arrhythmia', author: doctor, authorEditor: editor });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ author: doctor, authorEditor: editor });
  });

  it('sets the main flag per language and refuses an unknown page', async () => {
    const { id } = await page(`cid=${cid()}&locals=RU`);
    const res = await admin.post('/api/admin/seopage/savemain', { json: { id, locals: 'RU', v: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, locals: 'RU', main: true });
    expect((await admin.get('/api/admin/getseopages?locals=RU')).json()[cid()][0].main).toBe(true);
    expect((await admin.get('/api/admin/getseopages?locals=EN')).json()[cid()][0].main).toBe(false);
    expect((await admin.post('/api/admin/seopage/savemain', { json: { id: 999999, locals: 'RU', v: true } })).statusCode).toBe(404);
    expect((await admin.post('/api/admin/seopage/savemain', { json: { id, locals: 'XX', v: true } })).statusCode).toBe(400);
  });

  it('finds diseases by the start of their Russian name, whatever the case', async () => {
    const found = (await admin.get(`/api/admin/seopages/diseases?query=${encodeURIComponent('АРИТ')}`)).json();
    expect(found.diseases).toEqual([{ id: sid(), name: 'Аритмия', active: true }]);
    expect((await admin.get(`/api/admin/seopages/diseases?query=${encodeURIComponent('ритм')}`)).json().diseases).toEqual([]);
    expect((await admin.get('/api/admin/seopages/diseases?query=%20%20')).json().diseases).toEqual([]);
  });
});
