// Restoring a record from its history (issue 27 point 5), on every dialect: the comparison of a
// version with now, and the restore of chosen or all fields of a clinic's base step and of a
// doctor through their own saves (validation on the field, If-Match and 409, the history row
// marked as restored from the row), a long text brought back whole, a value the history kept only
// shortened, roles, and rows that cannot be restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveHub } from '../../server/repositories/hubs';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { addSmallCatalogue } from '../support/catalogueRows';
import { Client } from '../support/client';
import { addClinic, ensureCities } from '../support/clinicRows';
import { addDoctor } from '../support/peopleRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

const HASH = '11111111-2222-4333-8444-555555555555';
const OTHER = '99999999-8888-4777-8666-555555555555';
const DOCTOR = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
/** Longer than the history's window (200 characters), shorter than the name's limit (256). */
const LONG_NAME = `Клиника ${'очень '.repeat(38)}длинная`;

const baseForm = {
  locals: 'RU',
  slug: 'first-slug',
  name: LONG_NAME,
  shortName: 'Первая',
  region: '77',
  city: 'Москва',
  citySelect: '1',
  cityIdList: ['2'],
  address: 'ул. Первая, д. 1',
  phone: '+7 (495) 123-45-67',
  email: 'info@first.ru',
  website: 'https://first.ru',
  languages: ['RU'],
  latitude: '55.75',
  longitude: '37.6',
  rating: '4.5',
  videoLinks: [] as string[],
};

type Field = { field: string; atVersion: unknown; now: unknown; restorable: boolean; note: string | null };
type Row = { id: number; action: string; changes: Record<string, [unknown, unknown]>; restoredFrom: number | null };

describe.each(dialects())('restore from the history on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let redactor: Client;
  let clinicId: number;
  let doctorId: number;
  let hubId: number;
  const db = () => t.app.db;
  const history = async (entity: string, id: number) =>
    (await admin.get(`/api/admin/history?entity=${entity}&entityId=${id}&size=50`)).json().items as Row[];
  const base = async () => (await admin.get(`/api/admin/base/${HASH}?locals=RU`)).json().base;
  const version = (rowId: number, client = admin) => client.get(`/api/history/${rowId}/version`);
  const restore = (rowId: number, body: object, ifMatch?: number, client = admin) =>
    client.post(`/api/history/${rowId}/restore`, { json: body, headers: ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    await addUser(t.app, 'redactor@test.local', ['REDACTOR']);
    hubId = Number(
      await db()
        .transaction()
        .execute((trx) => saveHub(trx, undefined, { slug: 'center', name: { RU: 'Центр', EN: 'Center' }, seo: { RU: '', EN: '' } })),
    );
    await ensureCities(db(), t.app.dialect, [1, 2, 3], Number(hubId));
    clinicId = await addClinic(db(), { hash: HASH, slug: 'clinic-a', cityId: 1, names: { RU: 'Клиника А первая' } });
    await addClinic(db(), { hash: OTHER, slug: 'other-clinic', names: { RU: 'Другая клиника', EN: 'Other clinic' } });
    doctorId = await addDoctor(db(), { slug: 'doctor-one', hash: DOCTOR, names: { RU: 'Иванова Мария', EN: 'Maria Ivanova' } });
    admin = new Client(t.app);
    await admin.login('admin@test.local', PASSWORD);
    redactor = new Client(t.app);
    await redactor.login('redactor@test.local', PASSWORD);
  });
  afterAll(() => t.close());

  let first: Row;

  it('compares a version with now field by field, a long text whole', async () => {
    expect((await admin.post(`/api/admin/base/${HASH}`, { form: baseForm })).statusCode).toBe(200);
    const second = { ...baseForm, slug: 'second-slug', name: 'Клиника вторая', address: 'ул. Вторая, д. 2', citySelect: '3' };
    expect((await admin.post(`/api/admin/base/${HASH}`, { form: second })).statusCode).toBe(200);
    const rows = await history('clinics', clinicId);
    first = rows[1];
    // The list keeps the long name only as its window; the version has it whole.
    expect(String(first.changes['name.RU'][1]).length).toBeLessThan(LONG_NAME.length);
    const res = await version(first.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ id: first.id, entity: 'clinics', entityId: String(clinicId), version: (await base()).updated });
    const byField = Object.fromEntries((answer.fields as Field[]).map((f) => [f.field, f]));
    expect(byField['name.RU']).toEqual({ field: 'name.RU', atVersion: LONG_NAME, now: 'Клиника вторая', restorable: true, note: null });
    expect(byField.slug).toMatchObject({ atVersion: 'first-slug', now: 'second-slug', restorable: true });
    expect(byField.citySelect).toMatchObject({ atVersion: 1, now: 3, restorable: true });
    expect(byField.shortName).toBeUndefined();
  });

  it('restores the chosen fields through the base save, with a history row that names the version', async () => {
    const before = await base();
    const res = await restore(first.id, { fields: ['name.RU'] }, before.updated);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored).toEqual(['name.RU']);
    const after = await base();
    expect(after).toMatchObject({ name: LONG_NAME, address: 'ул. Вторая, д. 2', slug: 'second-slug' });
    expect(res.json().version).toBe(after.updated);
    expect(after.updated).toBeGreaterThan(before.updated);
    const [latest] = await history('clinics', clinicId);
    expect(latest).toMatchObject({ action: 'restore', restoredFrom: first.id });
    expect(Object.keys(latest.changes)).toEqual(['name.RU']);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const res = await restore(first.id, {}, 1);
    expect(res.statusCode).toBe(409);
    expect(await base()).toMatchObject({ slug: 'second-slug', address: 'ул. Вторая, д. 2' });
  });

  it('refuses a field invalid now on that field, and restores nothing of the rest', async () => {
    await db().updateTable('clinics').set({ slug: 'first-slug' }).where('hash', '=', OTHER).execute();
    const res = await restore(first.id, {}, (await base()).updated);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error)).toEqual(['slug']);
    expect(await base()).toMatchObject({ slug: 'second-slug', address: 'ул. Вторая, д. 2' });
    await db().updateTable('clinics').set({ slug: 'other-clinic' }).where('hash', '=', OTHER).execute();
  });

  it('restores all that differs when no fields are chosen', async () => {
    const res = await restore(first.id, {}, (await base()).updated);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.sort()).toEqual(['address.RU', 'cityIdList', 'citySelect', 'slug']);
    expect(await base()).toMatchObject({ slug: 'first-slug', address: 'ул. Первая, д. 1', citySelect: 1, name: LONG_NAME });
    expect((await version(first.id)).json().fields).toEqual([]);
  });

  it('shows a value the history kept only shortened, and does not restore it', async () => {
    await admin.post(`/api/admin/base/${HASH}`, { form: { ...baseForm, name: 'Клиника третья' } });
    // A row written before whole values were kept.
    await db().updateTable('audit_log').set({ full_values: null }).where('id', '=', first.id).execute();
    const fields = (await version(first.id)).json().fields as Field[];
    const name = fields.find((f) => f.field === 'name.RU');
    expect(name).toMatchObject({ restorable: false, note: 'shortened' });
    expect(String(name?.atVersion).length).toBeLessThan(LONG_NAME.length);
    const res = await restore(first.id, { fields: ['name.RU'] }, (await base()).updated);
    expect(res.statusCode).toBe(400);
    expect(res.json().error['name.RU'][0]).toMatch(/не целиком/);
    expect((await base()).name).toBe('Клиника третья');
  });

  it('restores a clinic’s additional step: its long description whole, in the language it was', async () => {
    const description = `<p>${'Клиника принимает пациентов со всего мира. '.repeat(10)}</p>`;
    const additional = (text: string) => ({
      locals: 'EN',
      accrList: ['JCI'],
      accreditation: 'JCI since 2015',
      airportAddress: 'Sheremetyevo',
      airportWay: '40 minutes by car',
      placement: 'Single rooms',
      description: text,
      seoDescription: 'A clinic in Moscow',
      keywords: 'clinic',
    });
    expect((await admin.post(`/api/admin/additional/${HASH}`, { form: additional(description) })).statusCode).toBe(200);
    const [saved] = await history('clinics', clinicId);
    await admin.post(`/api/admin/additional/${HASH}`, { form: { ...additional('<p>Short and new.</p>'), accrList: ['ISO'] } });
    const compared = (await version(saved.id)).json();
    const fields = (compared.fields as Field[]).filter((f) => f.restorable).map((f) => f.field);
    expect(fields.sort()).toEqual(['accrList', 'description.EN']);
    const res = await restore(saved.id, { fields: ['description.EN'] }, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    const now = (await admin.get(`/api/admin/additional/${HASH}?locals=EN`)).json().additional;
    expect(now).toMatchObject({ description, accrList: ['ISO'] });
    expect((await admin.get(`/api/admin/additional/${HASH}?locals=RU`)).json().additional.description).toBe('');
  });

  it('restores a clinic’s offer and promotions together, the record’s version checked once', async () => {
    const offer = {
      locals: 'RU',
      responseRate: '24',
      priceSegment: 'HIGH',
      clinicOffer: '<p>Бесплатная консультация</p>',
      clinicAdv: '',
      recommended: 'true',
    };
    expect((await admin.post(`/api/admin/offer/${HASH}`, { form: offer })).statusCode).toBe(200);
    expect(
      (await admin.post(`/api/admin/promotions/${HASH}`, { form: { locals: 'EN', specialOffer: '<p>A free first visit</p>' } })).statusCode,
    ).toBe(200);
    const [atBoth] = await history('clinics', clinicId);
    await admin.post(`/api/admin/offer/${HASH}`, { form: { ...offer, responseRate: '48', recommended: 'false' } });
    await admin.post(`/api/admin/promotions/${HASH}`, { form: { locals: 'EN', specialOffer: '<p>Nothing this month</p>' } });
    const compared = (await version(atBoth.id)).json();
    expect((compared.fields as Field[]).map((f) => f.field).sort()).toEqual(['recommended', 'responseRate', 'specialOffer.EN']);
    expect((await restore(atBoth.id, {}, compared.version - 1)).statusCode).toBe(409);
    const res = await restore(atBoth.id, {}, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.get(`/api/admin/offer/${HASH}?locals=RU`)).json().offer).toMatchObject({ responseRate: 24, recommended: true });
    expect((await admin.get(`/api/admin/promotions/${HASH}?locals=EN`)).json().promotions.specialOffer).toBe('<p>A free first visit</p>');
  });

  it('lets only those who may save the record compare or restore it', async () => {
    expect((await version(first.id, redactor)).statusCode).toBe(403);
    expect((await restore(first.id, {}, undefined, redactor)).statusCode).toBe(403);
    expect((await new Client(t.app).get(`/api/history/${first.id}/version`)).statusCode).toBe(401);
  });

  it('gives a record’s own history to whoever may restore it, an ADMIN every record’s, without addresses', async () => {
    const own = (entity: string, id: number | string, client = admin) => client.get(`/api/history/record?entity=${entity}&entityId=${id}`);
    const rows = await own('clinics', clinicId);
    expect(rows.statusCode, rows.body).toBe(200);
    // The history screen's rows of the record, newest first, 10 a page unless asked, no address.
    const screen = await history('clinics', clinicId);
    expect(rows.json().total).toBe(screen.length);
    expect(rows.json().items).toEqual(screen.slice(0, 10).map((row) => ({ ...row, ip: null })));
    // An entity without a restore is still an ADMIN's to read; a REDACTOR reads neither.
    expect((await own('reviews', 1)).statusCode).toBe(200);
    expect((await own('clinics', clinicId, redactor)).statusCode).toBe(403);
    expect((await own('reviews', 1, redactor)).statusCode).toBe(403);
    expect((await new Client(t.app).get(`/api/history/record?entity=clinics&entityId=${clinicId}`)).statusCode).toBe(401);
    expect((await admin.get(`/api/history/record?entity=clinics`)).statusCode).toBe(400);
  });

  it('refuses rows that are not a restorable edit, and unknown rows', async () => {
    expect((await admin.post(`/api/admin/approve/${HASH}`, { form: { menu: '1', locals: 'RU' } })).statusCode).toBe(200);
    const [approval] = await history('clinics', clinicId);
    expect(approval.action).toBe('approve');
    expect((await version(approval.id)).statusCode).toBe(400);
    // An entity whose history has no restore.
    const video = await db()
      .insertInto('audit_log')
      .values({
        at: Date.now(),
        user_id: null,
        user_email: null,
        ip: null,
        entity: 'videos',
        entity_id: '1',
        action: 'update',
        changes: '{"slug":["a","b"]}',
        full_values: null,
        restored_from: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await version(Number(video.id))).statusCode).toBe(400);
    expect((await version(99999999)).statusCode).toBe(404);
  });

  it('restores a doctor’s description whole and its base in both languages in one call', async () => {
    const hash = DOCTOR;
    const longText = `<p>${'Опыт работы в кардиологии. '.repeat(20)}</p>`;
    const baseOf = (locals: string, name: string) => ({
      locals,
      slug: 'doctor-one',
      name,
      medicalDegree: '',
      shortDescription: 'Кардиолог с опытом',
      specialty: 'Кардиология',
      experience: '1998',
      languages: ['RU'],
      seoDescription: '',
      keywords: '',
    });
    const save = (section: string, form: object) =>
      admin.post(`/api/admin/doctor/${section}/${hash}`, { form: form as Record<string, string> });
    const saved = await save('base', baseOf('RU', 'Иванова Мария Петровна'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await save('base', baseOf('EN', 'Maria Petrovna Ivanova'))).statusCode).toBe(200);
    expect((await save('description', { locals: 'RU', description: longText })).statusCode).toBe(200);
    const rows = await history('doctors', doctorId);
    const atFirstVersion = rows[0];
    await save('base', baseOf('RU', 'Петрова Анна Ивановна'));
    await save('base', { ...baseOf('EN', 'Anna Ivanovna Petrova'), experience: '2001' });
    await save('description', { locals: 'RU', description: '<p>Новый короткий текст о враче</p>' });
    const compared = (await version(atFirstVersion.id)).json();
    expect((compared.fields as Field[]).map((f) => f.field).sort()).toEqual(['description.RU', 'experience', 'name.EN', 'name.RU']);
    const res = await restore(atFirstVersion.id, {}, compared.version);
    expect(res.statusCode, res.body).toBe(200);
    const read = async (section: string, locals: string) =>
      (await admin.get(`/api/admin/doctor/${section}/${hash}?locals=${locals}`)).json()[section];
    expect((await read('description', 'RU')).description).toBe(longText);
    expect(await read('base', 'RU')).toMatchObject({ name: 'Иванова Мария Петровна', experience: '1998' });
    expect((await read('base', 'EN')).name).toBe('Maria Petrovna Ivanova');
    const restores = (await history('doctors', doctorId)).filter((r) => r.action === 'restore');
    expect(restores.length).toBeGreaterThanOrEqual(2);
    expect(restores.every((r) => r.restoredFrom === atFirstVersion.id)).toBe(true);
  });

  it('lets a REDACTOR restore an article’s long text whole, its day as the editor sends it', async () => {
    const mediaId = await insertMediaFile(db(), { hash: 'a1b2c3', fileType: 'jpg', width: 960, height: 640, size: 1000 }, Date.now());
    const { specialtyCategory } = await addSmallCatalogue(db());
    const longText = `<p>${'Проветривайте комнату каждый день. '.repeat(12)}</p>`;
    const form = {
      id: 0,
      typ: 'ARTICLE',
      locals: 'EN',
      rating: '120',
      name: 'Allergies at the fir tree',
      teaser: 'What to do when a child sneezes',
      text: longText,
      textLong: '',
      slug: '',
      mediaId,
      mediaAlt: 'A child at a fir tree',
      publishedDT: new Date().toISOString().slice(0, 10),
      published: 'true',
      allCategories: 'false',
      allHubs: 'false',
      categories: [specialtyCategory],
      hubs: [hubId],
    };
    const save = (values: Record<string, string | number | (string | number)[]>, version?: number) =>
      redactor.post('/api/admin/article/save', { form: values, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });
    const created = await save(form);
    expect(created.statusCode, created.body).toBe(200);
    const { id, updated } = created.json();
    const changed = await save({ ...form, id, name: 'Allergies, revised', text: '<p>A short text that is revised now</p>' }, updated);
    expect(changed.statusCode, changed.body).toBe(200);
    // The REDACTOR reads the article's history as its editor's section does.
    const own = await redactor.get(`/api/history/record?entity=articles&entityId=${id}`);
    expect(own.statusCode, own.body).toBe(200);
    const rows = own.json().items as Row[];
    const creation = rows.find((r) => r.action === 'create');
    const compared = await version(Number(creation?.id), redactor);
    expect(compared.statusCode, compared.body).toBe(200);
    expect((compared.json().fields as Field[]).map((f) => f.field).sort()).toEqual(['name', 'slug', 'text']);
    expect(compared.json().version).toBe(changed.json().updated);
    const res = await restore(Number(creation?.id), { fields: ['text'] }, compared.json().version, redactor);
    expect(res.statusCode, res.body).toBe(200);
    const article = (await admin.get(`/api/admin/article/get?id=${id}`)).json().article;
    expect(article).toMatchObject({ text: longText, name: 'Allergies, revised', locals: 'EN', publishedDT: form.publishedDT });
    expect((await admin.get(`/api/admin/history?entity=articles&entityId=${id}`)).json().items[0]).toMatchObject({
      action: 'restore',
      restoredFrom: creation?.id,
    });
  });
});
