// The clinic profile editor's base, additional and approve calls and the time zones, on every
// dialect: answer shapes, saves that persist and mark the section, refused saves that change
// nothing, and malformed or unknown parameters.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isComplete } from '../../common/completion';
import { saveHub } from '../../server/repositories/hubs';
import { Client } from '../support/client';
import { addClinic, ensureCities } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, fingerprint, PASSWORD } from '../support/users';

const HASH = '11111111-2222-4333-8444-555555555555';
const OTHER = '99999999-8888-4777-8666-555555555555';
const UNKNOWN = '00000000-0000-0000-0000-000000000000';
const ALL_LANGUAGES = ['AR', 'ZH', 'EN', 'FR', 'DE', 'HI', 'IT', 'JA', 'KO', 'RU', 'ES', 'TE', 'EL', 'TR', 'KZ', 'MN', 'TG', 'UZ'];

const baseForm = {
  locals: 'RU',
  slug: 'medsi-na-tverskoy',
  name: 'Клиника «Медси» на Тверской',
  shortName: 'Медси Тверская',
  region: '77',
  city: 'Москва',
  citySelect: '1',
  cityIdList: ['2', '3'],
  address: 'ул. Тверская, д. 1',
  phone: '+7 (495) 123-45-67',
  email: 'info@medsi.ru',
  website: 'https://medsi.ru',
  languages: ['RU', 'EN', 'ZH'],
  latitude: '55.75',
  longitude: '37.6',
  rating: '4.5',
  videoLinks: ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=abcdefghijk'],
  timeZone: 'Europe/Moscow',
};

const additionalForm = {
  locals: 'EN',
  accrList: ['JCI', 'ISO'],
  accreditation: 'JCI since 2015',
  airportAddress: 'Sheremetyevo International Airport',
  airportWay: '40 minutes by car',
  placement: 'Single rooms',
  description: '<h2>About</h2><p onclick="x()">We <b>treat</b><script>alert(1)</script></p><a href="javascript:alert(1)">link</a>',
  seoDescription: 'A clinic in Moscow',
  keywords: 'clinic, moscow',
};

describe.each(dialects())('clinic profile on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  let adminId: number;
  let clinicId: number;
  const db = () => t.app.db;
  const marks = (section: number) =>
    db().selectFrom('complete_edit').selectAll().where('clinic_id', '=', clinicId).where('section', '=', section).execute();
  const saveBase = (fields: Record<string, string | string[]>, hash = HASH) =>
    c.post(`/api/admin/base/${hash}`, { form: { ...baseForm, ...fields } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminId = (await addUser(t.app, 'admin@test.local', ['ADMIN'])).id;
    const hubId = await db()
      .transaction()
      .execute((trx) => saveHub(trx, undefined, { slug: 'center', name: { RU: 'Центр', EN: 'Center' }, seo: { RU: '', EN: '' } }));
    await ensureCities(db(), t.app.dialect, [1, 2, 3], Number(hubId));
    clinicId = await addClinic(db(), { hash: HASH, slug: 'clinic-a', cityId: 1, names: { RU: 'Клиника А первая' } });
    await addClinic(db(), { hash: OTHER, slug: 'taken-slug', names: { RU: 'Другая клиника', EN: 'Other clinic' } });
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
  });
  beforeEach(() => c.post('/api/change-locale?lang=ru'));
  afterAll(() => t.close());

  it('answers the base step in the documented shape', async () => {
    const res = await c.get(`/api/admin/base/${HASH}?locals=RU`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['base', 'cities', 'clinic', 'completeEdit', 'langs', 'videoLinks']);
    expect(Object.keys(body.base).sort()).toEqual(
      [
        'address',
        'city',
        'cityIdList',
        'citySelect',
        'email',
        'languages',
        'latitude',
        'locals',
        'longitude',
        'name',
        'phone',
        'rating',
        'region',
        'shortName',
        'slug',
        'timeZone',
        'updated',
        'website',
      ].sort(),
    );
    expect(body.base).toMatchObject({ slug: 'clinic-a', name: 'Клиника А первая', citySelect: 1, locals: 'RU', latitude: null });
    expect(body.langs).toHaveLength(18);
    expect(body.langs.map((l: { id: string }) => l.id)).toEqual(ALL_LANGUAGES);
    expect(body.langs[2]).toEqual({ id: 'EN', name: 'Английский' });
    expect(body.cities).toContainEqual({ id: 2, name: { RU: 'Город 2', EN: 'City 2' }, region: 77 });
    expect(body.clinic).toEqual({
      id: clinicId,
      hash: HASH,
      state: 'ACTIVE',
      ll10n: {
        RU: { visible: true, shortName: 'Клиника А первая', name: 'Клиника А первая' },
        EN: { visible: false, shortName: '', name: '' },
      },
    });
    expect(body.completeEdit).toEqual({ RU: { cd: {}, rd: {} }, EN: { cd: {}, rd: {} } });
    expect((await c.get(`/api/admin/base/${HASH}?locals=en`)).json().base).toMatchObject({ name: '', locals: 'EN' });
    await c.post('/api/change-locale?lang=en');
    expect((await c.get(`/api/admin/base/${HASH}?locals=RU`)).json().langs[2]).toEqual({ id: 'EN', name: 'English' });
  });

  it('saves the base step, marks section 1 complete in that language and reads it back', async () => {
    const before = Date.now();
    const res = await saveBase({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.error).toEqual({});
    const [mark] = await marks(1);
    expect(mark).toMatchObject({ lang: 'RU', rd: Number(mark.cd) + 1 });
    expect(Number(mark.cd)).toBeGreaterThanOrEqual(before);
    expect(isComplete({ cd: Number(mark.cd), rd: Number(mark.rd) })).toBe(true);
    expect(body.completeEdit).toEqual({ RU: { cd: { 1: Number(mark.cd) }, rd: { 1: Number(mark.rd) } }, EN: { cd: {}, rd: {} } });
    const clinic = await db().selectFrom('clinics').selectAll().where('id', '=', clinicId).executeTakeFirstOrThrow();
    expect(clinic).toMatchObject({
      slug: 'medsi-na-tverskoy',
      region: 77,
      city_id: 1,
      latitude: 55.75,
      longitude: 37.6,
      rating: 4.5,
      time_zone: 'Europe/Moscow',
      updated_by: adminId,
    });
    expect(Number(clinic.updated)).toBeGreaterThanOrEqual(before);
    const read = (await c.get(`/api/admin/base/${HASH}?locals=RU`)).json();
    expect(read.base).toEqual({
      ...baseForm,
      region: 77,
      citySelect: 1,
      cityIdList: [1, 2, 3],
      languages: ['EN', 'RU', 'ZH'],
      videoLinks: undefined,
      updated: Number(mark.cd),
    });
    expect(read.videoLinks).toEqual(baseForm.videoLinks);
    expect(read.clinic.ll10n.RU).toEqual({ visible: true, shortName: 'Медси Тверская', name: 'Клиника «Медси» на Тверской' });
    // The name index follows the new names; the old ones are gone.
    const names = (await c.get('/api/admin/getclinicnames?query=Тверск')).json();
    expect(names.map(({ id, str }: { id: number; str: string }) => ({ id, str }))).toEqual([{ id: clinicId, str: baseForm.name }]);
    expect((await c.get('/api/admin/getclinicnames?query=первая')).json()).toEqual([]);
  });

  it('saves one-item lists, keeps the other language, and fills a blank slug by transliteration', async () => {
    const res = await saveBase({
      locals: 'EN',
      slug: '',
      shortName: 'Клиника Щёлково',
      name: 'Clinic Shchelkovo',
      cityIdList: [],
      languages: ['KZ'],
      videoLinks: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await c.get(`/api/admin/base/${HASH}?locals=EN`)).json();
    expect(read.base).toMatchObject({ slug: 'klinika-shchelkovo', name: 'Clinic Shchelkovo', cityIdList: [1], languages: ['KZ'] });
    expect(read.videoLinks).toEqual([]);
    expect((await c.get(`/api/admin/base/${HASH}?locals=RU`)).json().base.name).toBe(baseForm.name);
    expect((await marks(1)).map((m) => m.lang).sort()).toEqual(['EN', 'RU']);
    // A blank slug whose text another clinic uses gets a number.
    expect((await saveBase({ slug: '', shortName: 'Taken slug' })).statusCode).toBe(200);
    expect((await c.get(`/api/admin/base/${HASH}?locals=RU`)).json().base.slug).toBe('taken-slug-2');
  });

  it('refuses a slug of another clinic, unknown cities, a 4-character name and 16 languages, changing nothing', async () => {
    const before = await fingerprint(t.app);
    const cases: [Record<string, string | string[]>, Record<string, string[]>][] = [
      [{ slug: 'taken-slug' }, { slug: ['Этот адрес (slug) уже используется'] }],
      [
        { citySelect: '999', cityIdList: ['2', '998'] },
        { citySelect: ['Выберите значение'], cityIdList: ['Выберите значение'] },
      ],
      [{ name: 'Мед4' }, { name: ['Минимальная длина — 5'] }],
      [{ languages: ALL_LANGUAGES.slice(0, 16) }, { languages: ['Можно выбрать не более 15'] }],
      [{ videoLinks: ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'] }, { videoLinks: ['Такая ссылка уже добавлена'] }],
      [
        { locals: 'DE', latitude: '55,75' },
        { locals: ['Выберите значение'], latitude: ['Число в формате xx.xxxxxxx'] },
      ],
    ];
    for (const [fields, error] of cases) {
      const res = await saveBase(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('rolls the whole save back when a write fails half-way', async () => {
    // A trigger makes the last writes of the save (the video links) fail after the clinic row and
    // its texts were written: nothing of the save may remain.
    const statements =
      t.app.dialect === 'sqlite'
        ? ["create trigger fail_videos before insert on clinic_video_links begin select raise(abort, 'boom'); end"]
        : [
            "create function fail_videos() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$",
            'create trigger fail_videos before insert on clinic_video_links for each row execute function fail_videos()',
          ];
    for (const statement of statements) await sql.raw(statement).execute(db());
    const before = await fingerprint(t.app);
    const res = await saveBase({ slug: 'half-way', name: 'Клиника на полпути' });
    expect(res.statusCode).toBe(500);
    expect(await fingerprint(t.app)).toBe(before);
    await sql.raw(t.app.dialect === 'sqlite' ? 'drop trigger fail_videos' : 'drop function fail_videos cascade').execute(db());
    expect((await saveBase({ slug: 'half-way' })).statusCode).toBe(200);
  });

  it('answers field errors in the session language', async () => {
    await c.post('/api/change-locale?lang=en');
    expect((await saveBase({ name: 'Med4' })).json()).toEqual({ error: { name: ['Min length is 5'] } });
  });

  it('saves the additional step: plain texts, sanitized description, accreditations, section 2', async () => {
    const res = await c.post(`/api/admin/additional/${HASH}`, { form: additionalForm });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().error).toEqual({});
    const [mark] = await marks(2);
    expect(mark).toMatchObject({ lang: 'EN', rd: Number(mark.cd) + 1 });
    const read = (await c.get(`/api/admin/additional/${HASH}?locals=EN`)).json();
    expect(Object.keys(read).sort()).toEqual(['additional', 'clinic', 'completeEdit']);
    expect(read.additional).toEqual({
      ...additionalForm,
      accrList: ['ISO', 'JCI'],
      description: '<h2>About</h2><p>We <strong>treat</strong></p>link',
      updated: Number(mark.cd),
    });
    expect(read.completeEdit.EN.rd['2']).toBe(Number(mark.rd));
    const ru = (await c.get(`/api/admin/additional/${HASH}?locals=RU`)).json().additional;
    expect(ru).toMatchObject({ accrList: ['ISO', 'JCI'], airportAddress: '', locals: 'RU' });
    const one = await c.post(`/api/admin/additional/${HASH}`, { form: { ...additionalForm, accrList: ['GHA'] } });
    expect(one.statusCode).toBe(200);
    expect((await c.get(`/api/admin/additional/${HASH}?locals=EN`)).json().additional.accrList).toEqual(['GHA']);
  });

  it('refuses a short airport address and unknown accreditations, changing nothing', async () => {
    const before = await fingerprint(t.app);
    const res = await c.post(`/api/admin/additional/${HASH}`, {
      form: { ...additionalForm, airportAddress: 'Airport', accrList: ['NOPE'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { airportAddress: ['Минимальная длина — 10'], accrList: ['Выберите значение'] } });
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('approves a section in one or both languages', async () => {
    const res = await c.post(`/api/admin/approve/${HASH}`, { form: { locals: 'ALL', menu: '4' } });
    expect(res.statusCode, res.body).toBe(200);
    const { completeEdit } = res.json();
    expect(Object.keys(res.json())).toEqual(['completeEdit']);
    for (const lang of ['RU', 'EN']) expect(completeEdit[lang]).toMatchObject({ cd: { 4: null }, rd: { 4: expect.any(Number) } });
    // Content changed after the save (a sync, say): incomplete until approved again.
    const future = Date.now() + 60_000;
    await db()
      .updateTable('complete_edit')
      .set({ cd: future })
      .where('clinic_id', '=', clinicId)
      .where('section', '=', 1)
      .where('lang', '=', 'RU')
      .execute();
    const again = (await c.post(`/api/admin/approve/${HASH}`, { form: { locals: 'RU', menu: 1 } })).json().completeEdit;
    expect(again.RU.rd['1']).toBe(future + 1);
    expect(isComplete({ cd: again.RU.cd['1'], rd: again.RU.rd['1'] })).toBe(true);
  });

  it('refuses malformed approvals, and unknown or malformed clinics on every call', async () => {
    const forms: Record<string, string>[] = [
      { locals: 'RU', menu: '8' },
      { locals: 'RU', menu: 'x' },
      { locals: 'DE', menu: '1' },
      { menu: '1' },
      { locals: 'RU' },
    ];
    for (const form of forms) {
      expect((await c.post(`/api/admin/approve/${HASH}`, { form })).statusCode, JSON.stringify(form)).toBe(400);
    }
    for (const query of ['', '?locals=', '?locals=DE', '?locals=ALL']) {
      expect((await c.get(`/api/admin/base/${HASH}${query}`)).statusCode, query).toBe(400);
      expect((await c.get(`/api/admin/additional/${HASH}${query}`)).statusCode, query).toBe(400);
    }
    for (const path of ['base', 'additional']) {
      expect((await c.get(`/api/admin/${path}/${UNKNOWN}?locals=RU`)).statusCode).toBe(404);
      expect((await c.get(`/api/admin/${path}/nope?locals=RU`)).statusCode).toBe(400);
    }
    const before = await fingerprint(t.app);
    expect((await saveBase({}, UNKNOWN)).statusCode).toBe(404);
    expect((await saveBase({}, 'nope')).statusCode).toBe(400);
    expect((await c.post(`/api/admin/additional/${UNKNOWN}`, { form: additionalForm })).statusCode).toBe(404);
    expect((await c.post(`/api/admin/approve/${UNKNOWN}`, { form: { locals: 'RU', menu: '1' } })).statusCode).toBe(404);
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('lists the Russian time zones in the session language', async () => {
    const ru = (await c.get('/api/admin/zimezones?country=RUSSIA')).json();
    expect(ru).toHaveLength(11);
    expect(ru[0]).toEqual({ id: 'Europe/Kaliningrad', name: 'Калининград (UTC+2)' });
    expect(ru[1]).toEqual({ id: 'Europe/Moscow', name: 'Москва (UTC+3)' });
    expect(ru[10].id).toBe('Asia/Kamchatka');
    await c.post('/api/change-locale?lang=en');
    expect((await c.get('/api/admin/zimezones?country=russia')).json()[1]).toEqual({ id: 'Europe/Moscow', name: 'Moscow (UTC+3)' });
    expect((await c.get('/api/admin/zimezones?country=FRANCE')).json()).toEqual([]);
    expect((await c.get('/api/admin/zimezones')).statusCode).toBe(400);
  });
});
