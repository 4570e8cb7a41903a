// The video library (002 §3 "Video", §5 "Video", §7 "Video library", §8) on every dialect: add,
// save with every link (ids checked, repeats dropped, per-clinic directions among the clinic's),
// the version check, soft delete, the history, and the public reads its pickers call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '6';

type Video = { id: number; updated: number; clinics: number[]; clinicCategories: Record<string, number[]>; texts: number[] };
const URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe.each(dialects())('video library on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let redactor: Client;
  let clinic: { id: number; slug: string; categories: number[] };
  let articleId: number;
  const all = async () => (await redactor.get('/api/admin/video/all')).json().videoIds as Record<string, Video[]>;
  const add = async (form: Record<string, string>) => redactor.post('/api/admin/video', { form });

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    await addUser(t.app, 'redactor@test.local', ['REDACTOR']);
    redactor = new Client(t.app);
    await redactor.login('redactor@test.local', PASSWORD);
    const row = await t.app.db
      .selectFrom('clinic_categories')
      .innerJoin('clinics', 'clinics.id', 'clinic_categories.clinic_id')
      .select(['clinics.id', 'clinics.slug'])
      .where('selected', '=', 1)
      .orderBy('clinics.id')
      .executeTakeFirstOrThrow();
    const categories = await t.app.db
      .selectFrom('clinic_categories')
      .select('category_id')
      .where('clinic_id', '=', row.id)
      .where('selected', '=', 1)
      .execute();
    clinic = { id: row.id, slug: row.slug, categories: categories.map((c) => Number(c.category_id)) };
    const now = Date.now();
    const article = await t.app.db
      .insertInto('articles')
      .values({
        typ: 'INTERVIEW',
        lang: 'RU',
        name: 'Интервью о видео',
        slug: 'video-interview',
        published_dt: now,
        media_id: null,
        created: now,
        updated: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    articleId = article.id;
  });
  afterAll(() => t.close());

  it('adds a video with a YouTube link, refusing a blank title and another site', async () => {
    const refused = await add({ title: ' ', url: 'https://vimeo.com/1' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error).sort()).toEqual(['title', 'url']);
    const res = await add({ title: 'Операция на сердце', url: URL, description: 'Рассказ хирурга' });
    expect(res.statusCode, res.body).toBe(200);
    const { videoId } = res.json();
    expect((await all())[videoId][0]).toMatchObject({ id: videoId, title: 'Операция на сердце', clinics: [], active: true });
  });

  it('saves the links: repeats dropped, a clinic with its own directions, an interview', async () => {
    const { videoId } = (await add({ title: 'Видео со ссылками', url: URL })).json();
    const [video] = (await all())[videoId];
    const body = {
      title: 'Видео со ссылками',
      url: URL,
      description: '',
      clinics: [clinic.id, clinic.id],
      clinicCategories: { [clinic.id]: clinic.categories.slice(0, 1) },
      texts: [articleId],
      specialties: clinic.categories.slice(0, 1),
      diseases: [],
      doctors: [],
    };
    const res = await redactor.send('PUT', `/api/admin/video/${videoId}`, { json: body, headers: { 'if-match': `"${video.updated}"` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      clinics: [clinic.id],
      texts: [articleId],
      clinicCategories: { [clinic.id]: clinic.categories.slice(0, 1) },
    });
    // The version the form loaded is stale now.
    const stale = await redactor.send('PUT', `/api/admin/video/${videoId}`, { json: body, headers: { 'if-match': `"${video.updated}"` } });
    expect(stale.statusCode).toBe(409);
    const history = (await t.admin.get(`/api/admin/history?entity=videos&entityId=${videoId}`)).json().items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
  });

  it('refuses unknown ids on their list, a gone clinic with the spec message, a direction the clinic lacks', async () => {
    const { videoId } = (await add({ title: 'Видео с ошибками', url: URL })).json();
    const res = await redactor.send('PUT', `/api/admin/video/${videoId}`, {
      json: { title: 'Видео с ошибками', url: URL, clinics: [999999], doctors: [999999], texts: 'x', clinicCategories: { 999999: [1] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ clinics: ['Клиника не найдена или была удалена'] });
    expect(Object.keys(res.json().error).sort()).toEqual(['clinicCategories', 'clinics', 'doctors', 'texts']);
    const missing = await t.app.db.selectFrom('categories').select('id').where('id', 'not in', clinic.categories).executeTakeFirstOrThrow();
    const foreign = await redactor.send('PUT', `/api/admin/video/${videoId}`, {
      json: { title: 'Видео с ошибками', url: URL, clinics: [clinic.id], clinicCategories: { [clinic.id]: [missing.id] } },
    });
    expect(foreign.json()).toEqual({ error: { clinicCategories: ['Выберите значение'] } });
  });

  it('soft-deletes a video: gone from the list, a second delete is 404', async () => {
    const { videoId } = (await add({ title: 'Удаляемое видео', url: URL })).json();
    expect((await redactor.send('DELETE', `/api/admin/video/${videoId}`)).statusCode).toBe(200);
    expect(Object.keys(await all())).not.toContain(String(videoId));
    expect((await redactor.send('DELETE', `/api/admin/video/${videoId}`)).statusCode).toBe(404);
  });

  it('serves the pickers the doctors, the texts of a type and a clinic with its directions', async () => {
    const doctors = (await redactor.get('/api/doctors?locale=RU&page=0&size=10000')).json();
    expect(doctors.total).toBe(doctors.doctors.length);
    expect(doctors.doctors[0]).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
    const texts = (await redactor.get('/api/articles/?t=interview&locale=ru&size=500')).json();
    expect(texts.articles.map((a: { id: number }) => a.id)).toContain(articleId);
    const found = (await redactor.get(`/api/clinics/${clinic.slug}?locale=RU`)).json();
    expect(found.specCatsList.map((c: { category: { id: number } }) => c.category.id).sort()).toEqual([...clinic.categories].sort());
    expect((await redactor.get('/api/clinics/no-such-clinic?locale=RU')).statusCode).toBe(404);
  });
});
