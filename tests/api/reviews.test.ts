// A clinic's patient reviews on a synchronised demo catalogue, on every dialect: the list in the
// documented shape, a new review with a video link and a short text, every rule of the form
// refused field by field in the session's language with nothing stored, unknown picks, an edit
// with its version check and language move, imported reviews (only their visibility changes),
// visibility, the avatar (re-encoded, served with a fixed type, replaced and deleted with its
// files), delete; each change with its history row and the section-7 mark; other roles and
// unknown clinics.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { dialects } from '../support/testApp';
import { CONTENT_TYPE, filesUnder, images, upload } from '../support/uploads';
import { addUser, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '3';

type Review = {
  id: number;
  name: string;
  locals: string;
  publishedDT: string;
  curedDT: string | null;
  review: string;
  rating: number;
  youtube: string;
  categories: number[];
  specialties: number[];
  doctors: number[];
  avatar: string | null;
  visible: boolean;
  published: boolean;
  origId: number | null;
  source: string;
  updated: number;
};

const KEYS = [
  'allCategories',
  'avatar',
  'avatarFileType',
  'avatarHash',
  'categories',
  'country',
  'curedDT',
  'deleted',
  'doctors',
  'id',
  'isPatient',
  'locals',
  'name',
  'origId',
  'published',
  'publishedDT',
  'rating',
  'review',
  'source',
  'specialties',
  'updated',
  'visible',
  'youtube',
];

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

describe.each(dialects())('patient reviews on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let clinics: { id: number; hash: string }[];
  let specialtyId: number;
  const list = async (hash: string, query = '') => (await t.admin.get(`/api/admin/reviews/${hash}${query}`)).json() as Review[];
  const save = (hash: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    t.admin.post(`/api/admin/review/${hash}`, { form, headers });
  const history = async (id: number) =>
    (await t.admin.get(`/api/admin/history?entity=reviews&entityId=${id}`)).json().items as { action: string; changes: object }[];
  const marks = (clinicId: number) =>
    t.app.db.selectFrom('complete_edit').select(['lang', 'cd']).where('clinic_id', '=', clinicId).where('section', '=', 7).execute();
  /** A valid new review: a video link, so a short text is enough. */
  const form = (extra: Record<string, string> = {}) => ({
    ispatient: 'true',
    isnew: 'true',
    reviewId: '0',
    name: 'Анна Петрова',
    locals: 'RU',
    publishedDT: '2024-05-01',
    curedDT: '2024-04-10',
    youtube: VIDEO,
    review: '<p>Спасибо!</p>',
    allCategories: 'false',
    categories: '',
    specialties: String(specialtyId),
    doctors: '',
    country: 'KZ',
    rating: '5',
    ...extra,
  });
  /** Adds a review to the clinic and answers it as listed. */
  const added = async (hash: string, extra: Record<string, string> = {}) => {
    const res = await save(hash, form(extra));
    expect(res.statusCode, res.body).toBe(200);
    return (await list(hash)).filter((r) => r.origId === null).sort((a, b) => b.id - a.id)[0];
  };

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    clinics = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').execute();
    specialtyId = (await t.app.db.selectFrom('specialties').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('lists the imported patient reviews in the documented shape, newest first', async () => {
    const reviews = await list(clinics[0].hash);
    expect(reviews.length).toBeGreaterThan(0);
    expect(Object.keys(reviews[0]).sort()).toEqual(KEYS);
    expect(reviews[0]).toMatchObject({ origId: expect.any(Number), published: true, isPatient: true, deleted: false });
    expect(reviews[0].publishedDT).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reviews[0].specialties.length + reviews[0].categories.length).toBeGreaterThan(0);
    const days = reviews.map((r) => r.publishedDT);
    expect(days).toEqual([...days].sort().reverse());
    expect(await list(clinics[0].hash, '?isPatient=false')).toEqual([]);
  });

  it('adds a review with a video link and a short text, with its history row and the section mark', async () => {
    const review = await added(clinics[1].hash);
    expect(review).toMatchObject({
      name: 'Анна Петрова',
      locals: 'RU',
      publishedDT: '2024-05-01',
      curedDT: '2024-04-10',
      youtube: VIDEO,
      review: '<p>Спасибо!</p>',
      specialties: [specialtyId],
      rating: 5,
      source: 'LG',
      published: true,
      visible: true,
      avatar: null,
    });
    expect((await history(review.id)).map((h) => h.action)).toEqual(['create']);
    expect((await marks(clinics[1].id)).map((m) => m.lang)).toEqual(['RU']);
  });

  it('refuses every broken rule on its field, in the session language, and stores nothing', async () => {
    const before = await list(clinics[1].hash);
    const res = await save(
      clinics[1].hash,
      form({
        name: 'Ан',
        locals: 'DE',
        publishedDT: '1999-12-31',
        curedDT: '2999-01-01',
        youtube: 'https://vimeo.com/1',
        review: 'Коротко',
        specialties: '',
        country: 'XX',
        rating: '6',
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json() as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['categories', 'country', 'curedDT', 'locals', 'name', 'publishedDT', 'rating', 'youtube']);
    expect(errors.name).toEqual(['Минимальная длина — 3']);
    expect(errors.youtube).toEqual(['Допускаются только корректные ссылки на YouTube']);
    expect(errors.publishedDT).toEqual(['Дата не может быть раньше 01.01.2000']);
    expect(errors.curedDT).toEqual(['Дата не может быть позже сегодняшней']);
    // Without a video link the text needs 50 characters, markup not counted.
    const text = await save(clinics[1].hash, form({ youtube: '', review: `<p>${'а'.repeat(49)}</p>` }));
    expect(text.json()).toEqual({ review: ['Минимальная длина — 50'] });
    // All categories chosen: no pick needed; an unknown pick is refused on its list.
    const unknown = await save(clinics[1].hash, form({ specialties: '', allCategories: 'true', doctors: '999999' }));
    expect(unknown.json()).toEqual({ doctors: ['Недопустимое значение'] });
    expect(await list(clinics[1].hash)).toEqual(before);
  });

  it('edits a review written here, refusing a stale version, and marks both languages when it moves', async () => {
    const review = await added(clinics[2].hash);
    const edit = (extra: Record<string, string>, version: number) =>
      save(clinics[2].hash, form({ isnew: 'false', reviewId: String(review.id), ...extra }), { 'if-match': `"${version}"` });
    const moved = await edit({ locals: 'EN', name: 'Anna Petrova', youtube: '', review: 'x'.repeat(60) }, review.updated);
    expect(moved.statusCode, moved.body).toBe(200);
    const [after] = (await list(clinics[2].hash)).filter((r) => r.id === review.id);
    expect(after).toMatchObject({ locals: 'EN', name: 'Anna Petrova', youtube: '' });
    expect((await marks(clinics[2].id)).map((m) => m.lang).sort()).toEqual(['EN', 'RU']);
    expect((await edit({ name: 'Someone else' }, review.updated)).statusCode).toBe(409);
    expect((await history(review.id)).map((h) => h.action)).toEqual(['update', 'create']);
  });

  it('leaves imported reviews read-only but for their visibility', async () => {
    const [imported] = await list(clinics[0].hash);
    const edit = await save(clinics[0].hash, form({ isnew: 'false', reviewId: String(imported.id) }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/импортирован из каталога/);
    const body = { json: { hash: clinics[0].hash, id: imported.id } };
    expect((await t.admin.post('/api/admin/review/delete', body)).statusCode).toBe(409);
    expect((await t.admin.post('/api/admin/reviewavatar/delete', body)).statusCode).toBe(409);
    const avatar = await upload(
      t.admin,
      `/api/admin/reviewavatar/upload/${clinics[0].hash}/${imported.id}`,
      {},
      {
        filename: 'a.png',
        contentType: CONTENT_TYPE.png,
        content: await images.png(),
      },
    );
    expect(avatar.statusCode).toBe(409);
    const toggle = await t.admin.post(`/api/admin/togglereview/${clinics[0].hash}`, { form: { reviewId: imported.id, visible: 'false' } });
    expect(toggle.statusCode, toggle.body).toBe(200);
    expect((await list(clinics[0].hash)).find((r) => r.id === imported.id)).toMatchObject({ visible: false, name: imported.name });
    expect((await history(imported.id)).map((h) => h.action)).toEqual(['update']);
  });

  it('uploads, serves, replaces and deletes an avatar with its files, then deletes the review', async () => {
    const review = await added(clinics[1].hash, { name: 'Avatar owner' });
    const filesDir = join(t.config.dataDir, 'files');
    const reviewFiles = () => filesUnder(filesDir).filter((f) => f.includes('review/'));
    const send = (content: Buffer, contentType: string) =>
      upload(t.admin, `/api/admin/reviewavatar/upload/${clinics[1].hash}/${review.id}`, {}, { filename: 'me.jpg', contentType, content });
    const refused = await send(Buffer.from('not an image at all, just some text '.repeat(100)), 'image/jpeg');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error)).toEqual(['file']);
    const first = await send(await images.jpg(), CONTENT_TYPE.jpg);
    expect(first.statusCode, first.body).toBe(200);
    const { avatar } = first.json() as { avatar: string };
    expect(avatar).toMatch(/^\/images\/review\/thumb\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.admin.get(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    const display = await t.admin.get(avatar.replace('/thumb/', '/'));
    expect(display.statusCode).toBe(200);
    const second = await send(await images.png(), CONTENT_TYPE.png);
    expect(second.statusCode).toBe(200);
    expect((await t.admin.get(avatar)).statusCode).toBe(404);
    expect(reviewFiles().every((f) => f.includes(second.json().avatarHash))).toBe(true);
    const removal = await t.admin.post('/api/admin/reviewavatar/delete', { json: { hash: clinics[1].hash, id: review.id } });
    expect(removal.statusCode).toBe(200);
    expect(reviewFiles()).toEqual([]);
    expect((await list(clinics[1].hash)).find((r) => r.id === review.id)?.avatar).toBeNull();
    await send(await images.png(), CONTENT_TYPE.png);
    const deleted = await t.admin.post('/api/admin/review/delete', { json: { hash: clinics[1].hash, id: review.id } });
    expect(deleted.statusCode).toBe(200);
    expect((await list(clinics[1].hash)).some((r) => r.id === review.id)).toBe(false);
    expect(reviewFiles()).toEqual([]);
    expect((await history(review.id)).map((h) => h.action)[0]).toBe('delete');
  });

  // The step sends the two deletes as the spec's JSON; the server reads form fields too (their
  // declared encoding): both read the same body, and a form's malformed id is refused on its field.
  it('deletes an avatar and a review sent as form fields', async () => {
    const review = await added(clinics[1].hash, { name: 'Form fields' });
    const avatar = await upload(
      t.admin,
      `/api/admin/reviewavatar/upload/${clinics[1].hash}/${review.id}`,
      {},
      { filename: 'me.png', contentType: CONTENT_TYPE.png, content: await images.png() },
    );
    expect(avatar.statusCode, avatar.body).toBe(200);
    const fields = { hash: clinics[1].hash, id: String(review.id) };
    const malformed = await t.admin.post('/api/admin/review/delete', { form: { ...fields, id: 'x' } });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toContain('id');
    const removal = await t.admin.post('/api/admin/reviewavatar/delete', { form: fields });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await list(clinics[1].hash)).find((r) => r.id === review.id)?.avatar).toBeNull();
    const deleted = await t.admin.post('/api/admin/review/delete', { form: fields });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(clinics[1].hash)).some((r) => r.id === review.id)).toBe(false);
  });

  it('refuses other roles, unknown clinics and reviews of another clinic', async () => {
    await addUser(t.app, 'manager-reviews@test.local', ['MANAGER']);
    const manager = new Client(t.app);
    await manager.login('manager-reviews@test.local', PASSWORD);
    expect((await manager.get(`/api/admin/reviews/${clinics[0].hash}`)).statusCode).toBe(403);
    expect((await manager.post(`/api/admin/review/${clinics[0].hash}`, { form: form() })).statusCode).toBe(403);
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect((await t.admin.get(`/api/admin/reviews/${unknown}`)).statusCode).toBe(404);
    expect((await save(unknown, form())).statusCode).toBe(404);
    const [foreign] = await list(clinics[0].hash);
    const toggle = await t.admin.post(`/api/admin/togglereview/${clinics[1].hash}`, { form: { reviewId: foreign.id, visible: 'true' } });
    expect(toggle.statusCode).toBe(404);
  });
});
