// The specialties, services and prices steps' calls on every dialect: the catalogue and the
// clinic's choices, price rules (each refusal on its key with nothing stored), the OMS and
// children flags and texts, sanitised descriptions, category video links, history rows, marks,
// and 403/404.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmallCatalogue } from '../support/catalogueRows';
import { addSmallCatalogue } from '../support/catalogueRows';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

const HASH = '21111111-2222-4333-8444-555555555555';
const UNKNOWN = '00000000-0000-0000-0000-000000000000';
const HOSTILE =
  '<p onclick="x()">Мы <b>лечим</b><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">ссылка</a>';
/** What the shared allow-list keeps of it. */
const CLEAN = '<p>Мы <strong>лечим</strong></p>ссылка';

describe.each(dialects())('clinic catalogue steps on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  let clinicId: number;
  let cat: SmallCatalogue;
  const db = () => t.app.db;
  const marks = (section: number) =>
    db().selectFrom('complete_edit').select(['lang', 'cd']).where('clinic_id', '=', clinicId).where('section', '=', section).execute();
  const history = () =>
    db()
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'changes'])
      .where('entity', '=', 'clinics')
      .orderBy('id', 'desc')
      .execute();
  const storedPrice = async () =>
    db()
      .selectFrom('clinic_specialties')
      .select(['l_price', 'l_price_end'])
      .where('clinic_id', '=', clinicId)
      .where('specialty_id', '=', cat.specialties[0])
      .executeTakeFirst();
  const postPrice = (price: string, priceEnd: string, locals = 'EN') =>
    c.post(`/api/admin/specialtyprice/${HASH}`, { form: { sid: String(cat.specialties[0]), price, priceEnd, locals } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    await addUser(t.app, 'manager@test.local', ['MANAGER']);
    clinicId = await addClinic(db(), { hash: HASH, slug: 'catalogue-clinic' });
    cat = await addSmallCatalogue(db());
    const now = Date.now();
    await db()
      .insertInto('clinic_specialties')
      .values({ clinic_id: clinicId, specialty_id: cat.specialties[0], selected: 1, price: 1200, created: now, updated: now })
      .execute();
    await db()
      .insertInto('clinic_categories')
      .values({ clinic_id: clinicId, category_id: cat.specialtyCategory, selected: 1, created: now, updated: now })
      .execute();
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
  });
  beforeEach(() => c.post('/api/change-locale?lang=ru'));
  afterAll(() => t.close());

  it('lists the active catalogue by category and the clinic selections', async () => {
    const specialties = (await c.get('/api/admin/activespecialties')).json();
    expect(specialties).toEqual([
      {
        id: cat.specialtyCategory,
        name: { RU: 'Кардиология', EN: 'Cardiology' },
        active: true,
        medical: true,
        specialtySet: [{ id: cat.specialties[0], name: { RU: 'Аритмия', EN: 'Arrhythmia' }, important: false }],
      },
    ]);
    const services = (await c.get('/api/admin/activeservices')).json();
    expect(services[0].serviceSet.map((s: { name: { EN: string } }) => s.name.EN)).toEqual(['MRI', 'Ultrasound']);
    const selected = (await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json();
    expect(selected.spec).toEqual([
      expect.objectContaining({
        sid: cat.specialties[0],
        selected: true,
        active: true,
        price: 1200,
        lprice: null,
        lpriceEnd: null,
        ldescription: [],
      }),
    ]);
    expect(selected).toMatchObject({ cat: [{ cid: cat.specialtyCategory, selected: true }], omsCategories: [], childrenCategories: [] });
  });

  it('refuses a leading zero, eight digits and "to" below "from", each on its key, storing nothing', async () => {
    const cases = [
      ['0500', '', { price: ['Введите число от 1 до 9999999'] }],
      ['100', '12345678', { priceEnd: ['Введите число от 1 до 9999999'] }],
      ['2000', '1999', { priceEnd: ['Цена «до» не может быть меньше цены «от»'] }],
      ['', '300', { priceEnd: ['Сначала укажите цену «от»'] }],
    ] as const;
    for (const [price, priceEnd, error] of cases) {
      const res = await postPrice(price, priceEnd);
      expect(res.statusCode, `${price}-${priceEnd}`).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    await c.post('/api/change-locale?lang=en');
    expect((await postPrice('2000', '1999')).json()).toEqual({ error: { priceEnd: ['The "to" price cannot be below the "from" price'] } });
    expect(await storedPrice()).toEqual({ l_price: null, l_price_end: null });
    expect(await marks(4)).toEqual([]);
  });

  it('stores a good price, marks specialties and prices in the edit language and records it', async () => {
    const res = await postPrice('1500', '9999999');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().error).toEqual({});
    expect(await storedPrice()).toEqual({ l_price: 1500, l_price_end: 9999999 });
    expect((await marks(4)).map((m) => m.lang)).toEqual(['EN']);
    expect((await marks(12)).map((m) => m.lang)).toEqual(['EN']);
    const [row] = await history();
    expect(row).toMatchObject({ entity_id: String(clinicId), action: 'update' });
    expect(JSON.parse(String(row.changes))).toEqual({
      [`specialties[${cat.specialties[0]}].price`]: [null, 1500],
      [`specialties[${cat.specialties[0]}].priceEnd`]: [null, 9999999],
    });
    const selected = (await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json();
    expect(selected.spec[0]).toMatchObject({ lprice: 1500, lpriceEnd: 9999999 });
  });

  it('toggles the OMS and children flags of a specialty category', async () => {
    const flag = (path: string, field: string, value: string, cid = cat.specialtyCategory) =>
      c.post(`/api/admin/${path}`, { form: { clinicHash: HASH, specialtyCategoryId: String(cid), [field]: value, locals: 'RU' } });
    expect((await flag('updateselectedspecialtiesOMS', 'isOms', 'true')).statusCode).toBe(200);
    expect((await flag('updateselectedspecialtiesChildren', 'isChildren', 'true')).statusCode).toBe(200);
    let selected = (await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json();
    expect(selected).toMatchObject({ omsCategories: [cat.specialtyCategory], childrenCategories: [cat.specialtyCategory] });
    expect((await flag('updateselectedspecialtiesOMS', 'isOms', 'false')).statusCode).toBe(200);
    selected = (await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json();
    expect(selected).toMatchObject({ omsCategories: [], childrenCategories: [cat.specialtyCategory] });
    expect(JSON.parse(String((await history())[0].changes))).toEqual({ [`categories[${cat.specialtyCategory}].oms`]: [true, false] });
    // A service category has no OMS flag; an unknown clinic is 404.
    expect((await flag('updateselectedspecialtiesOMS', 'isOms', 'true', cat.serviceCategory)).statusCode).toBe(404);
    const unknown = await c.post('/api/admin/updateselectedspecialtiesOMS', {
      form: { clinicHash: UNKNOWN, specialtyCategoryId: String(cat.specialtyCategory), isOms: 'true' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves the OMS treatment text sanitised and refuses an unknown kind', async () => {
    const form = { clinicHash: HASH, category: 'oms', description: HOSTILE };
    expect((await c.post('/api/admin/updateOmsChildrenDescription', { form })).statusCode).toBe(200);
    const selected = (await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json();
    expect(selected.omsDescription).toBe(CLEAN);
    expect(selected.childrenDescription).toBe('');
    const bad = await c.post('/api/admin/updateOmsChildrenDescription', { form: { ...form, category: 'adults' } });
    expect(bad.statusCode).toBe(400);
  });

  it('saves a specialty description clean, in its language, and refuses a stale version', async () => {
    const sid = cat.specialties[0];
    const loaded = (await c.get(`/api/admin/specialty/${HASH}?locals=RU&sid=${sid}`)).json();
    expect(loaded).toEqual({ locals: 'RU', sid, specialty: '', updated: expect.any(Number) });
    const form = { locals: 'RU', sid: String(sid), specialty: HOSTILE };
    const res = await c.post(`/api/admin/specialty/${HASH}`, { form, headers: { 'if-match': `"${loaded.updated}"` } });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await c.get(`/api/admin/specialty/${HASH}?locals=RU&sid=${sid}`)).json();
    expect(read.specialty).toBe(CLEAN);
    expect((await c.get(`/api/admin/specialty/${HASH}?locals=EN&sid=${sid}`)).json().specialty).toBe('');
    expect((await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json().spec[0].ldescription).toEqual(['RU']);
    const stale = await c.post(`/api/admin/specialty/${HASH}`, { form, headers: { 'if-match': `"${loaded.updated}"` } });
    expect(stale.statusCode).toBe(409);
    expect((await c.get(`/api/admin/specialty/${HASH}?locals=RU&sid=999999`)).statusCode).toBe(404);
  });

  it('saves a category text and up to 2 http(s) video links, errors as top-level keys', async () => {
    const cid = String(cat.specialtyCategory);
    const post = (videoLinks: string[], category = '<p>Текст</p>') =>
      c.post(`/api/admin/category/${HASH}`, { form: { locals: 'EN', cid, category, videoLinks } });
    const three = await post(['https://a.ru/1', 'https://a.ru/2', 'https://a.ru/3']);
    expect(three.statusCode).toBe(400);
    expect(three.json()).toEqual({ videoLinks: ['Можно выбрать не более 2'] });
    const notHttp = await post(['ftp://a.ru/1', 'javascript:alert(1)']);
    expect(notHttp.json()).toEqual({
      'videoLinks.0': ['Укажите ссылку, начинающуюся с http:// или https://'],
      'videoLinks.1': ['Укажите ссылку, начинающуюся с http:// или https://'],
    });
    expect((await post(['https://a.ru/1'], `<p>${'x'.repeat(50001)}</p>`)).json()).toEqual({ category: ['Максимальная длина — 50000'] });
    expect((await c.get(`/api/admin/category/${HASH}?locals=EN&cid=${cid}`)).json()).toMatchObject({ category: '', videoLinks: [] });
    const ok = await post(['https://example.com/v/1', 'http://видео.рф/2'], HOSTILE);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await c.get(`/api/admin/category/${HASH}?locals=EN&cid=${cid}`)).json()).toMatchObject({
      locals: 'EN',
      category: CLEAN,
      videoLinks: ['https://example.com/v/1', 'http://видео.рф/2'],
    });
    expect((await c.get(`/api/admin/selectedspecialties?hash=${HASH}`)).json().cat[0]).toMatchObject({ ldescription: ['EN'] });
  });

  it('switches a service on, prices it and keeps its per-language price text', async () => {
    const sid = String(cat.services[1]);
    expect((await c.post(`/api/admin/serviceselected/${HASH}`, { form: { sid, selected: 'true', locals: 'EN' } })).statusCode).toBe(200);
    expect((await c.post(`/api/admin/serviceprice/${HASH}`, { form: { sid, price: '700', priceEnd: '' } })).statusCode).toBe(200);
    const texts = { locals: 'EN', sid, specialty: '<p>Scan</p>', priceL10n: 'from 700 per scan' };
    expect((await c.post(`/api/admin/service/${HASH}`, { form: texts })).statusCode).toBe(200);
    const selected = (await c.get(`/api/admin/selectedservices?hash=${HASH}`)).json();
    expect(selected.spec).toEqual([
      expect.objectContaining({ sid: Number(sid), selected: true, lprice: 700, lpriceEnd: null, ldescription: ['EN'] }),
    ]);
    expect((await c.get(`/api/admin/service/${HASH}?locals=EN&sid=${sid}`)).json()).toMatchObject({ priceL10n: 'from 700 per scan' });
    expect((await marks(10)).map((m) => m.lang).sort()).toEqual(['EN', 'RU']);
    expect((await c.post(`/api/admin/serviceselected/${HASH}`, { form: { sid: '999999', selected: 'true' } })).statusCode).toBe(404);
  });

  it('is ADMIN-only and 404 for an unknown clinic', async () => {
    const manager = new Client(t.app);
    await manager.login('manager@test.local', PASSWORD);
    expect((await manager.get(`/api/admin/selectedspecialties?hash=${HASH}`)).statusCode).toBe(403);
    const refused = await manager.post(`/api/admin/specialtyprice/${HASH}`, { form: { sid: String(cat.specialties[0]), price: '1' } });
    expect(refused.statusCode).toBe(403);
    expect((await c.get(`/api/admin/selectedspecialties?hash=${UNKNOWN}`)).statusCode).toBe(404);
    expect(
      (await c.post(`/api/admin/specialtyprice/${UNKNOWN}`, { form: { sid: String(cat.specialties[0]), price: '1' } })).statusCode,
    ).toBe(404);
  });
});
