// Restoring from the history the entities beside clinics, doctors and articles (issue 27 point 5),
// on every dialect: hubs, cities, SEO pages, accounts and authors, each through its editor's own
// save. Per entity: the chosen fields come back (a long text whole), a stale version is 409 with
// nothing changed, a value invalid now is refused on its field with nothing changed, and only the
// roles that save the record may compare or restore it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { addAuthor } from '../support/authors';
import { addSmallCatalogue } from '../support/catalogueRows';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, addUser, PASSWORD } from '../support/users';

type Field = { field: string; atVersion: unknown; now: unknown; restorable: boolean; note: string | null };
type Row = { id: number; action: string; changes: Record<string, [unknown, unknown]>; restoredFrom: number | null };
type Compared = { version: number; fields: Field[] };

/** Longer than the history's window (200 characters). */
const LONG = `<p>${'Хаб объединяет клиники нескольких городов. '.repeat(6)}</p>`;

describe.each(dialects())('restore of hubs, cities, SEO pages, accounts and authors on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let redactor: Client;
  let manager: Client;
  const db = () => t.app.db;
  const history = async (entity: string, id: number) =>
    (await admin.get(`/api/admin/history?entity=${entity}&entityId=${id}&size=50`)).json().items as Row[];
  const compare = async (rowId: number, client = admin) => {
    const res = await client.get(`/api/history/${rowId}/version`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Compared;
  };
  const restore = (rowId: number, body: object, ifMatch?: number, client = admin) =>
    client.post(`/api/history/${rowId}/restore`, { json: body, headers: ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` } });
  const restorable = (compared: Compared) =>
    compared.fields
      .filter((f) => f.restorable)
      .map((f) => f.field)
      .sort();
  /** A history row as the old system's import wrote it: a value today's rules refuse. */
  const oldRow = async (entity: string, id: number, changes: Record<string, [unknown, unknown]>) => {
    const row = await db()
      .insertInto('audit_log')
      .values({
        ...{ at: Date.now(), user_id: null, user_email: null, ip: null, entity, entity_id: String(id), action: 'update' },
        ...{ changes: JSON.stringify(changes), full_values: '{}', restored_from: null },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  /** Only ADMIN (or whoever `allowed` names) may compare and restore the row. */
  const onlyFor = async (rowId: number, allowed: Client, refused: Client) => {
    expect((await allowed.get(`/api/history/${rowId}/version`)).statusCode).toBe(200);
    expect((await refused.get(`/api/history/${rowId}/version`)).statusCode).toBe(403);
    expect((await restore(rowId, {}, undefined, refused)).statusCode).toBe(403);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    redactor = new Client(t.app);
    await redactor.login(ACCOUNTS.REDACTOR, PASSWORD);
    manager = new Client(t.app);
    await manager.login(ACCOUNTS.MANAGER, PASSWORD);
  });
  afterAll(() => t.close());

  let hubId: number;
  const hubForm = { slug: 'volga', nameRU: 'Поволжье', nameEN: 'Volga', seoRU: LONG, seoEN: '' };
  const hub = async () =>
    (
      (await admin.get('/api/admin/hubslist')).json().hubs as { id: number; slug: string; name: object; seo: object; updated: number }[]
    ).find((h) => h.id === hubId);

  it('restores a hub’s chosen field, its long text whole, with a row marked as the restore', async () => {
    const created = await admin.post('/api/admin/savehub', { form: hubForm });
    expect(created.statusCode, created.body).toBe(200);
    hubId = created.json().id;
    await admin.post('/api/admin/savehub', { form: { ...hubForm, id: String(hubId), nameRU: 'Волга', seoRU: '<p>Коротко</p>' } });
    const [, creation] = await history('hubs', hubId);
    const compared = await compare(creation.id);
    expect(restorable(compared)).toEqual(['name.RU', 'seo.RU']);
    expect(compared.version).toBe((await hub())?.updated);
    expect((await restore(creation.id, { fields: ['seo.RU'] }, compared.version - 1)).statusCode).toBe(409);
    expect((await hub())?.seo).toEqual({ RU: '<p>Коротко</p>', EN: '' });
    const res = await restore(creation.id, { fields: ['seo.RU'] }, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(await hub()).toMatchObject({ name: { RU: 'Волга', EN: 'Volga' }, seo: { RU: LONG, EN: '' } });
    const [latest] = await history('hubs', hubId);
    expect(latest).toMatchObject({ action: 'restore', restoredFrom: creation.id });
    expect(Object.keys(latest.changes)).toEqual(['seo.RU']);
    await onlyFor(creation.id, admin, redactor);
  });

  it('restores a city’s fields, refuses a slug another city took on the slug field, shows its priority as not offered', async () => {
    const form = { slug: 'kazan', nameRU: 'Казань', place: 'Казани', nameEN: 'Kazan', region: '16', hubId: String(hubId) };
    const cityId = (await admin.post('/api/admin/city', { form })).json().id as number;
    await admin.post('/api/admin/city', { form: { ...form, id: String(cityId), slug: 'kazan-city', nameEN: 'Kazan city' } });
    await admin.post('/api/admin/citypriority', { form: { cityId: String(cityId), priority: '2' } });
    const city = async () =>
      ((await admin.get('/api/admin/citieslist')).json().cities as { id: number; slug: string; name: object; updated: number }[]).find(
        (c) => c.id === cityId,
      );
    const creation = (await history('cities', cityId)).find((r) => r.action === 'create');
    const compared = await compare(Number(creation?.id));
    expect(restorable(compared)).toEqual(['name.EN', 'slug']);
    expect(compared.fields.find((f) => f.field === 'priority')).toMatchObject({ restorable: false, note: 'notEditable' });
    expect((await restore(Number(creation?.id), {}, compared.version - 1)).statusCode).toBe(409);
    await admin.post('/api/admin/city', { form: { ...form, nameRU: 'Казань-2', place: 'Казани-2', nameEN: 'Kazan 2' } });
    const refused = await restore(Number(creation?.id), {}, compared.version);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error)).toEqual(['slug']);
    expect(await city()).toMatchObject({ slug: 'kazan-city', name: { RU: 'Казань', EN: 'Kazan city' } });
    const res = await restore(Number(creation?.id), { fields: ['name.EN'] }, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(await city()).toMatchObject({ slug: 'kazan-city', name: { RU: 'Казань', EN: 'Kazan' } });
    await onlyFor(Number(creation?.id), admin, redactor);
  });

  it('restores an SEO page in both languages at once; an image removed since is refused on its field', async () => {
    const { specialtyCategory: cid } = await addSmallCatalogue(db());
    const mediaId = await insertMediaFile(db(), { hash: 'f00d01', fileType: 'jpg', width: 960, height: 640, size: 1000 }, Date.now());
    const save = (locals: string, body: object) => admin.post('/api/admin/seopage', { json: { cid, locals, slug1: 'cardio', ...body } });
    expect((await save('RU', { title: 'Кардиология', seo: LONG, mediaId, visible: true })).statusCode).toBe(200);
    const saved = await save('EN', { title: 'Cardiology', mediaId });
    expect(saved.statusCode, saved.body).toBe(200);
    const pageId = saved.json().id as number;
    const [atBoth] = await history('seopages', pageId);
    await save('RU', { title: 'Сердце', seo: '<p>Коротко</p>', mediaId: null, visible: true });
    await save('EN', { title: 'Heart', mediaId: null });
    await admin.post('/api/admin/seopage/savemain', { json: { id: pageId, locals: 'RU', v: true } });
    const page = async (locals: string) => (await admin.get(`/api/admin/seopage?cid=${cid}&sid=&ct=&locals=${locals}`)).json();
    const compared = await compare(atBoth.id);
    expect(restorable(compared)).toEqual(['mediaId', 'seo.RU', 'title.EN', 'title.RU']);
    expect(compared.fields.find((f) => f.field === 'main.RU')).toMatchObject({ restorable: false, note: 'notEditable' });
    expect((await restore(atBoth.id, {}, compared.version - 1)).statusCode).toBe(409);
    await db().deleteFrom('media_files').where('id', '=', mediaId).execute();
    const refused = await restore(atBoth.id, {}, compared.version);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error)).toEqual(['mediaId']);
    expect(await page('RU')).toMatchObject({ title: 'Сердце', seo: '<p>Коротко</p>' });
    const res = await restore(atBoth.id, { fields: ['title.RU', 'seo.RU', 'title.EN'] }, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(await page('RU')).toMatchObject({ title: 'Кардиология', seo: LONG, mediaId: null, main: true, visible: true });
    expect((await page('EN')).title).toBe('Cardiology');
    const restores = (await history('seopages', pageId)).filter((r) => r.action === 'restore');
    expect(restores.map((r) => r.restoredFrom)).toEqual([atBoth.id, atBoth.id]);
    await onlyFor(atBoth.id, admin, redactor);
  });

  it('restores an account’s name and time zone only; a zone no longer offered is refused on its field', async () => {
    const user = await addUser(t.app, 'restored@test.local', ['MANAGER']);
    const saveBase = (name: string, timeZone: string) => admin.post('/api/admin/user', { form: { hash: user.hash, name, timeZone } });
    expect((await saveBase('Первое Имя', 'Asia/Omsk')).statusCode).toBe(200);
    const [first] = await history('users', user.id);
    await saveBase('Второе Имя', 'Europe/Moscow');
    await admin.post('/api/admin/useradmin', { form: { hash: user.hash, roles: ['MANAGER', 'REDACTOR'] } });
    await admin.post('/api/admin/blockuser', { form: { hash: user.hash } });
    const account = async () => (await admin.get(`/api/admin/user?hash=${user.hash}`)).json().user;
    const compared = await compare(first.id);
    expect(restorable(compared)).toEqual(['name', 'timeZone']);
    expect(compared.fields.filter((f) => !f.restorable).every((f) => f.note === 'notEditable')).toBe(true);
    expect((await restore(first.id, {}, compared.version - 1)).statusCode).toBe(409);
    const res = await restore(first.id, {}, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.sort()).toEqual(['name', 'timeZone']);
    expect(await account()).toMatchObject({
      name: 'Первое Имя',
      timeZone: 'Asia/Omsk',
      state: 'DISABLED',
      userRoles: ['MANAGER', 'REDACTOR'],
    });
    const old = await oldRow('users', user.id, { timeZone: ['Asia/Omsk', 'Europe/Kiev'] });
    const refused = await restore(old, { fields: ['timeZone'] }, (await compare(old)).version);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error)).toEqual(['timeZone']);
    expect((await account()).timeZone).toBe('Asia/Omsk');
    await onlyFor(first.id, admin, redactor);
  });

  it('lets a REDACTOR restore an author’s texts and social links; a link invalid now is refused on its field', async () => {
    const authorId = await addAuthor(db(), { isDoctor: false, lastName: 'Петрова' });
    const edit = (body: object) =>
      admin.send('PUT', '/api/admin/author', {
        json: { id: authorId, lastName: 'Петрова', firstName: 'Анна', patronymicName: 'Ивановна', personDescription: 'Редактор', ...body },
      });
    expect((await edit({ position: 'Главный редактор', socialNetworks: { VK: 'https://vk.com/petrova' } })).statusCode).toBe(200);
    const [first] = await history('authors', authorId);
    await edit({ position: 'Редактор', socialNetworks: { OK: 'https://ok.ru/petrova' } });
    const author = async () => (await admin.get(`/api/admin/author/${authorId}`)).json();
    const compared = await compare(first.id, redactor);
    expect(restorable(compared)).toEqual(['position', 'socialNetworks.OK', 'socialNetworks.VK']);
    expect((await restore(first.id, {}, compared.version - 1, redactor)).statusCode).toBe(409);
    expect((await author()).position).toBe('Редактор');
    const res = await restore(first.id, {}, compared.version, redactor);
    expect(res.statusCode, res.body).toBe(200);
    const now = await author();
    expect(now.position).toBe('Главный редактор');
    expect(now.socialNetworks).toEqual({ VK: 'https://vk.com/petrova', FB: '', OK: '', LI: '' });
    const old = await oldRow('authors', authorId, { 'socialNetworks.FB': [null, 'facebook.com/petrova'] });
    const refused = await restore(old, { fields: ['socialNetworks.FB'] }, (await compare(old)).version, redactor);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error)).toEqual(['socialNetworks.FB']);
    expect((await author()).socialNetworks.FB).toBe('');
    await onlyFor(first.id, redactor, manager);
  });
});
