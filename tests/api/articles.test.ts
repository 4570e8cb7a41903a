// The article and tag editors and the article search (002 §5 "Article", "Tag", §7 "Articles and
// tags", §8) on every dialect: each rule answered on its field in the session's language, a save
// from empty to published with its lists, the slug taken from the name (transliterated) and kept
// unique, rich text sanitised, the version check and the history, tags, the list filters, the
// search by word start or id (case-insensitive, RU and EN), the preview page and the REDACTOR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { addAuthor } from '../support/authors';
import { addSmallCatalogue } from '../support/catalogueRows';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

const today = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(dialects())('articles and tags on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let redactor: Client;
  let manager: Client;
  let mediaId: number;
  let category: number;
  let specialty: number;
  let hub: number;

  const valid = (over: Record<string, string | number | (string | number)[]> = {}) => ({
    id: 0,
    typ: 'ARTICLE',
    locals: 'RU',
    rating: '120',
    name: 'Ёлочные аллергии у детей',
    teaser: 'Что делать, если ребёнок чихает у ёлки',
    text: '<p>Проветривайте комнату <script>alert(1)</script><strong>каждый день</strong>.</p>',
    textLong: '',
    slug: '',
    mediaId,
    mediaAlt: 'Ребёнок у новогодней ёлки',
    publishedDT: today(),
    published: 'true',
    allCategories: 'false',
    allHubs: 'false',
    categories: [category],
    hubs: [hub],
    ...over,
  });
  const save = (client: Client, form: Record<string, string | number | (string | number)[]>, version?: number) =>
    client.post('/api/admin/article/save', { form, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });
  const get = async (id: number) => (await admin.get(`/api/admin/article/get?id=${id}`)).json().article;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    redactor = new Client(t.app);
    manager = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    await redactor.login(ACCOUNTS.REDACTOR, PASSWORD);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
    const now = Date.now();
    mediaId = await insertMediaFile(t.app.db, { hash: 'a1b2c3', fileType: 'jpg', width: 960, height: 640, size: 1000 }, now);
    const catalogue = await addSmallCatalogue(t.app.db);
    category = catalogue.specialtyCategory;
    specialty = catalogue.specialties[0];
    hub = Number(
      (
        await t.app.db
          .insertInto('hubs')
          .values({ slug: 'moscow-hub', priority: 0, created: now, updated: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  });
  afterAll(() => t.close());

  it('answers every rule of 002 §5 on its field, in the session language, and stores nothing', async () => {
    const res = await save(
      admin,
      valid({
        rating: '0123',
        name: 'Short',
        teaser: '<b>short</b>',
        text: '<p>&nbsp;</p>',
        slug: 'ab',
        mediaId: '',
        mediaAlt: 'short',
        publishedDT: today(400),
        categories: [],
        hubs: [],
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['categories', 'hubs', 'mediaAlt', 'mediaId', 'name', 'publishedDT', 'rating', 'slug', 'teaser', 'text'].sort(),
    );
    expect(errors.name).toEqual(['Минимальная длина — 10']);
    expect(errors.mediaId).toEqual(['Заполните поле']);
    expect(errors.publishedDT[0]).toMatch(/год/);
    const old = await save(admin, valid({ publishedDT: today(-400), keywords: 'k'.repeat(257) }));
    expect(Object.keys(old.json().errors).sort()).toEqual(['keywords', 'publishedDT']);
    expect(
      Number(
        (
          await t.app.db
            .selectFrom('articles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });

  it('refuses unknown picks on their fields', async () => {
    const res = await save(admin, valid({ mediaId: 999999, rubrics: [999999] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['mediaId', 'rubrics']);
  });

  it('saves an article from empty to published: slug from the name, rich text sanitised, lists, history', async () => {
    const rubric = await admin.post('/api/admin/rubric', { form: { name: 'Аллергия', slug: '/allergy' } });
    expect(rubric.json()).toEqual({});
    const { rubrics } = (await admin.get('/api/rubrics')).json() as { rubrics: { id: number; slug: string }[] };
    const rubricId = rubrics.find((r) => r.slug === 'allergy')?.id as number;
    const res = await save(redactor, valid({ rubrics: [rubricId], specialties: [specialty] }));
    expect(res.statusCode, res.body).toBe(200);
    const { id, updated } = res.json();
    const article = await get(id);
    expect(article).toMatchObject({
      typ: 'ARTICLE',
      locals: 'RU',
      rating: 120,
      slug: 'elochnye-allergii-u-detey',
      published: true,
      publishedDT: today(),
      categories: [category],
      specialties: [specialty],
      rubrics: [rubricId],
      hubs: [hub],
      media: { id: mediaId, name: 'a1b2c3.jpg' },
      updated,
    });
    expect(article.text).toBe('<p>Проветривайте комнату <strong>каждый день</strong>.</p>');
    // The same name again takes the next free slug of the language.
    const second = await save(admin, valid({ name: 'Ёлочные аллергии у детей' }));
    expect((await get(second.json().id)).slug).toBe('elochnye-allergii-u-detey-2');
    const taken = await save(admin, valid({ slug: 'elochnye-allergii-u-detey' }));
    expect(taken.json().errors).toEqual({ slug: ['Этот адрес (slug) уже используется'] });
    const history = (await admin.get(`/api/admin/history?entity=articles&entityId=${id}`)).json().items as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a save over a newer version (409) and records an edit', async () => {
    const { id, updated } = (await save(admin, valid({ name: 'Версии статьи и конфликты' }))).json();
    const first = await save(admin, valid({ id, name: 'Версии статьи и конфликты, правка' }), updated);
    expect(first.statusCode, first.body).toBe(200);
    expect((await save(admin, valid({ id, name: 'Опоздавшая правка статьи' }), updated)).statusCode).toBe(409);
    expect((await get(id)).name).toBe('Версии статьи и конфликты, правка');
    const history = (await admin.get(`/api/admin/history?entity=articles&entityId=${id}`)).json().items as { action: string }[];
    expect(history.map((h) => h.action).sort()).toEqual(['create', 'update']);
    expect((await save(admin, valid({ id: 999999 }))).statusCode).toBe(404);
  });

  it('lists a tab filtered by category and hub, newest first', async () => {
    const other = (
      await save(
        admin,
        valid({ name: 'Статья без фильтров вовсе', typ: 'WEBINAR', categories: [], allCategories: 'true', hubs: [], allHubs: 'true' }),
      )
    ).json().id;
    const linked = (await save(admin, valid({ name: 'Вебинар о кардиологии', typ: 'WEBINAR' }))).json().id;
    const page = async (query: string) =>
      ((await redactor.get(`/api/admin/articles/list?typ=WEBINAR&page=0&size=15${query}`)).json().slice as { id: number }[]).map(
        (a) => a.id,
      );
    expect(await page('')).toEqual([linked, other]);
    expect(await page(`&category=${category}`)).toEqual([linked, other]);
    expect(await page(`&category=999`)).toEqual([other]);
    expect(await page(`&hub=999&hub=${hub}`)).toEqual([linked, other]);
    // The total of a short page (told by its length), a full page and a page past the end (counted).
    const answers = await Promise.all(
      [
        [0, 3],
        [1, 1],
        [1, 2],
      ].map(async ([n, size]) => (await redactor.get(`/api/admin/articles/list?typ=WEBINAR&page=${n}&size=${size}`)).json()),
    );
    expect(answers.map(({ slice, total }) => [slice.length, total])).toEqual([
      [2, 2],
      [1, 2],
      [0, 2],
    ]);
  });

  it('searches a type by any word start, case-insensitive in RU and EN, or by id; short queries ask nothing', async () => {
    const en = (await save(admin, valid({ name: 'Hip Replacement in Moscow', typ: 'INTERVIEW', locals: 'EN' }))).json().id;
    const ru = (await save(admin, valid({ name: 'Интервью: ЗАМЕНА тазобедренного сустава', typ: 'INTERVIEW' }))).json().id;
    const search = async (query: string, type = 'INTERVIEW') =>
      (await redactor.get(`/api/admin/searchArticles?query=${encodeURIComponent(query)}&type=${type}`)).json().items as {
        id: number;
        name: string;
        str: string;
      }[];
    expect((await search('REPL')).map((i) => i.id)).toEqual([en]);
    expect((await search('замена таз')).map((i) => i.id)).toEqual([ru]);
    expect((await search('Тазобедр')).map((i) => i.id)).toEqual([ru]);
    expect(await search(String(ru))).toEqual([
      { id: ru, name: 'Интервью: ЗАМЕНА тазобедренного сустава', str: 'Интервью: ЗАМЕНА тазобедренного сустава' },
    ]);
    expect(await search('за')).toEqual([]);
    expect(await search('замена', 'ARTICLE')).toEqual([]);
  });

  it('saves a tag with its own rules, lists tags and keeps articles and tags apart', async () => {
    const bad = await admin.post('/api/admin/tag', { form: valid({ typ: 'TAG', tags: 't'.repeat(257), categories: [] }) });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['categories', 'tags']);
    const res = await redactor.post('/api/admin/tag', {
      form: valid({ typ: 'TAG', name: 'Тег про аллергию', tags: 'аллергия, дети', hubs: [] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    const tag = (await admin.get(`/api/admin/tag/${id}`)).json().tag;
    expect(tag).toMatchObject({ typ: 'TAG', tags: 'аллергия, дети', hubs: [] });
    expect((await admin.get(`/api/admin/article/get?id=${id}`)).statusCode).toBe(404);
    const tags = (await redactor.get('/api/admin/tags?page=0&size=1000')).json();
    expect(tags.total).toBe(1);
    expect(tags.slice[0]).toMatchObject({ id, typ: 'TAG', locals: 'RU', published: true });
    const article = (await admin.post('/api/admin/article/save', { form: valid({ typ: 'TAG', name: 'Попытка тега статьёй' }) })).json();
    expect(Object.keys(article.errors)).toEqual(['typ']);
  });

  it('names a doctor-author and an editor-author, each of its kind and active, in the answer and the history', async () => {
    const author = (isDoctor: number, lastName: string, active = 1) =>
      addAuthor(t.app.db, { isDoctor: isDoctor === 1, lastName, active: active === 1 });
    const doctor = await author(1, 'Врачева');
    const editor = await author(0, 'Редакторова');
    const gone = await author(1, 'Ушедшая', 0);
    // Each field offers only its kind; unknown and soft-deleted authors are refused on the field.
    const wrong = await save(admin, valid({ name: 'Статья с авторами неверно', author: editor, authorEditor: doctor }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ author: ['Выберите значение'], authorEditor: ['Выберите значение'] });
    const unknown = await save(admin, valid({ name: 'Статья с авторами неверно', author: 999999 }));
    expect(unknown.json().errors).toEqual({ author: ['Выберите значение'] });
    const malformed = await save(admin, valid({ name: 'Статья с авторами неверно', authorEditor: 'x' }));
    expect(malformed.json().errors).toEqual({ authorEditor: ['Выберите значение'] });
    expect(Object.keys((await save(admin, valid({ name: 'Статья с ушедшим автором', author: gone }))).json().errors)).toEqual(['author']);

    const res = await save(redactor, valid({ name: 'Статья с авторами верно', author: doctor, authorEditor: editor }));
    expect(res.statusCode, res.body).toBe(200);
    const { id, updated } = res.json();
    expect(await get(id)).toMatchObject({ author: doctor, authorEditor: editor });
    // Leaving a dropdown blank clears it; the change is in the history.
    const cleared = await save(admin, valid({ id, name: 'Статья с авторами верно', author: doctor }), updated);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await get(id)).toMatchObject({ author: doctor, authorEditor: null });
    const history = (await admin.get(`/api/admin/history?entity=articles&entityId=${id}`)).json().items as {
      action: string;
      changes: unknown;
    }[];
    expect(JSON.stringify(history.find((h) => h.action === 'update')?.changes)).toContain('authorEditor');
    // An author soft-deleted after being picked stays savable on that article.
    await t.app.db.updateTable('authors').set({ active: 0 }).where('id', '=', doctor).execute();
    const kept = await save(admin, valid({ id, name: 'Статья с авторами верно', author: doctor }), cleared.json().updated);
    expect(kept.statusCode, kept.body).toBe(200);
    // A tag takes authors by the same rules.
    const tag = await admin.post('/api/admin/tag', { form: valid({ typ: 'TAG', name: 'Тег с автором-редактором', authorEditor: editor }) });
    expect(tag.statusCode, tag.body).toBe(200);
    expect((await admin.get(`/api/admin/tag/${tag.json().id}`)).json().tag).toMatchObject({ author: null, authorEditor: editor });
  });

  it('previews a saved article on a token page, escaped', async () => {
    const { id } = (await save(admin, valid({ name: 'Предпросмотр <i>статьи</i> тут' }))).json();
    const link = (await redactor.get(`/api/admin/article/preview/${id}`)).json() as { url: string };
    const page = await new Client(t.app).get(new URL(link.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Предпросмотр статьи тут');
    expect(page.body).toContain('<strong>каждый день</strong>');
    expect(page.body).not.toContain('<script>');
  });

  it('refuses the content calls to a MANAGER', async () => {
    expect((await manager.get('/api/admin/tags')).statusCode).toBe(403);
    expect((await save(manager, valid())).statusCode).toBe(403);
  });
});
