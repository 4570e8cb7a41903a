// The clinic profile's offer (section 6), promotions (13) and OMS (17) calls, on every dialect:
// answer shapes, refused fields as top-level keys in the session language with nothing stored,
// saves that persist sanitised rich text and mark the section, the version check, the history
// row, the OMS list, and unknown clinics and wrong roles.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, fingerprint, PASSWORD } from '../support/users';

const HASH = 'a1111111-2222-4333-8444-555555555555';
const EMPTY = 'a9999999-8888-4777-8666-555555555555';
const UNKNOWN = '00000000-0000-0000-0000-000000000000';
const HOSTILE =
  '<p onmouseover="steal()">Скидка <b>20%</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p><a href="javascript:alert(3)">тут</a>';
const CLEAN = '<p>Скидка <strong>20%</strong></p>тут';

const offerForm = {
  locals: 'RU',
  responseRate: '24',
  priceSegment: 'HIGH',
  clinicOffer: '<p>Бесплатная <em>консультация</em></p>',
  clinicAdv: '<ul><li>Без очередей</li></ul>',
  recommended: 'true',
};

describe.each(dialects())('offer, promotions and OMS on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  let clinicId: number;
  const db = () => t.app.db;
  const marks = (section: number) =>
    db()
      .selectFrom('complete_edit')
      .select(['lang', 'cd', 'rd'])
      .where('clinic_id', '=', clinicId)
      .where('section', '=', section)
      .execute();
  const saveOffer = (fields: Record<string, string> = {}, headers: Record<string, string> = {}, hash = HASH) =>
    c.post(`/api/admin/offer/${hash}`, { form: { ...offerForm, ...fields }, headers });
  const savePromotions = (fields: Record<string, string>, headers: Record<string, string> = {}, hash = HASH) =>
    c.post(`/api/admin/promotions/${hash}`, { form: { locals: 'EN', ...fields }, headers });
  const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    await addUser(t.app, 'manager@test.local', ['MANAGER', 'REDACTOR']);
    clinicId = await addClinic(db(), { hash: HASH, slug: 'offer-clinic', names: { RU: 'Клиника с предложением' } });
    await addClinic(db(), { hash: EMPTY, slug: 'no-oms-clinic', names: { RU: 'Клиника без ОМС' } });
    const procedure = (origId: number, code: string, name: string, active: number) => ({
      orig_id: origId,
      clinic_id: clinicId,
      code,
      name,
      active,
    });
    await db()
      .insertInto('clinic_oms')
      .values([
        procedure(3, 'B01.047.001', 'Приём терапевта', 1),
        procedure(1, 'A05.10.006', 'ЭКГ', 1),
        procedure(2, 'A06.09.007', 'Рентгенография лёгких', 0),
      ])
      .execute();
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
  });
  beforeEach(() => c.post('/api/change-locale?lang=ru'));
  afterAll(() => t.close());

  it('answers the offer and promotions steps blank before the first save', async () => {
    const offer = await c.get(`/api/admin/offer/${HASH}?locals=EN`);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(Object.keys(offer.json()).sort()).toEqual(['clinic', 'completeEdit', 'offer']);
    expect(offer.json().offer).toEqual({
      responseRate: null,
      priceSegment: null,
      clinicOffer: '',
      clinicAdv: '',
      recommended: false,
      locals: 'EN',
      updated: 0,
    });
    // The spec names no language for the promotions load: Russian, the default edit language.
    const promotions = (await c.get(`/api/admin/promotions/${HASH}`)).json();
    expect(promotions.promotions).toEqual({ specialOffer: '', locals: 'RU', updated: 0 });
    expect(promotions.clinic.ll10n.RU.name).toBe('Клиника с предложением');
  });

  it('refuses each bad offer field on its own top-level key, storing nothing', async () => {
    const before = await fingerprint(t.app);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ responseRate: '' }, { responseRate: ['Выберите значение'] }],
      [
        { responseRate: '36', priceSegment: 'CHEAP' },
        { responseRate: ['Выберите значение'], priceSegment: ['Выберите значение'] },
      ],
      [
        { locals: 'DE', recommended: 'yes' },
        { locals: ['Выберите значение'], recommended: ['Выберите значение'] },
      ],
      [
        { clinicOffer: `<p>${'о'.repeat(50001)}</p>`, clinicAdv: 'a'.repeat(50001) },
        { clinicOffer: ['Максимальная длина — 50000'], clinicAdv: ['Максимальная длина — 50000'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await saveOffer(fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await fingerprint(t.app)).toBe(before);
    await c.post('/api/change-locale?lang=en');
    expect((await saveOffer({ responseRate: '0' })).json()).toEqual({ responseRate: ['You have to choose something'] });
  });

  it('saves the offer: clinic-wide fields for both languages, sanitised texts for the edit language, section 6', async () => {
    const res = await saveOffer({ clinicOffer: HOSTILE, clinicAdv: `${'ж'.repeat(49990)}<b>${'ж'.repeat(10)}</b>` });
    expect(res.statusCode, res.body).toBe(200);
    const [mark] = await marks(6);
    expect(mark).toMatchObject({ lang: 'RU', rd: Number(mark.cd) + 1 });
    expect(res.json()).toEqual({
      completeEdit: { RU: { cd: { 6: Number(mark.cd) }, rd: { 6: Number(mark.rd) } }, EN: { cd: {}, rd: {} } },
    });
    const ru = (await c.get(`/api/admin/offer/${HASH}?locals=RU`)).json().offer;
    expect(ru).toEqual({
      responseRate: 24,
      priceSegment: 'HIGH',
      clinicOffer: CLEAN,
      clinicAdv: `${'ж'.repeat(49990)}<strong>${'ж'.repeat(10)}</strong>`,
      recommended: true,
      locals: 'RU',
      updated: Number(mark.cd),
    });
    const en = (await c.get(`/api/admin/offer/${HASH}?locals=EN`)).json().offer;
    expect(en).toMatchObject({ responseRate: 24, priceSegment: 'HIGH', recommended: true, clinicOffer: '', clinicAdv: '' });
    // Blank segment and a cleared flag are stored as "none" and "off".
    const cleared = await saveOffer({ locals: 'EN', responseRate: '672', priceSegment: '', recommended: 'false', clinicOffer: 'Free' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await c.get(`/api/admin/offer/${HASH}?locals=EN`)).json().offer).toMatchObject({
      responseRate: 672,
      priceSegment: null,
      recommended: false,
      clinicOffer: 'Free',
    });
    expect((await c.get(`/api/admin/offer/${HASH}?locals=RU`)).json().offer.clinicOffer).toBe(CLEAN);
    expect((await marks(6)).map((m) => m.lang).sort()).toEqual(['EN', 'RU']);
  });

  it('saves promotions per language, sanitised, and refuses more than 50000 characters', async () => {
    const res = await savePromotions({ specialOffer: HOSTILE });
    expect(res.statusCode, res.body).toBe(200);
    const [mark] = await marks(13);
    expect(mark).toMatchObject({ lang: 'EN', rd: Number(mark.cd) + 1 });
    expect((await c.get(`/api/admin/promotions/${HASH}?locals=EN`)).json().promotions).toEqual({
      specialOffer: CLEAN,
      locals: 'EN',
      updated: Number(mark.cd),
    });
    expect((await c.get(`/api/admin/promotions/${HASH}?locals=ru`)).json().promotions.specialOffer).toBe('');
    const before = await fingerprint(t.app);
    const refused = await savePromotions({ specialOffer: 'x'.repeat(50001), locals: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ specialOffer: ['Максимальная длина — 50000'], locals: ['Выберите значение'] });
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('refuses a save over a newer version of the section (409) and stores nothing', async () => {
    for (const [path, save] of [
      ['offer', () => saveOffer({}, ifMatch(1))],
      ['promotions', () => savePromotions({ specialOffer: 'Stale' }, ifMatch(1))],
    ] as const) {
      const loaded = (await c.get(`/api/admin/${path}/${HASH}?locals=RU`)).json()[path].updated;
      expect(loaded).toBeGreaterThan(0);
      const before = await fingerprint(t.app);
      const stale = await save();
      expect(stale.statusCode, path).toBe(409);
      expect(stale.json().message).toBe('Запись уже изменил кто-то другой, пока вы её редактировали');
      expect(await fingerprint(t.app)).toBe(before);
    }
    const loaded = (await c.get(`/api/admin/offer/${HASH}?locals=RU`)).json().offer.updated;
    expect((await saveOffer({ responseRate: '48' }, ifMatch(loaded))).statusCode).toBe(200);
    expect((await saveOffer({ responseRate: '12' }, ifMatch(loaded))).statusCode).toBe(409);
  });

  it('records each save in the history under the names the form uses', async () => {
    await saveOffer({ responseRate: '168', priceSegment: 'PREMIUM', clinicAdv: '<p>Новое</p>' });
    await savePromotions({ specialOffer: '<p>Spring check-up</p>' });
    const res = await c.get(`/api/admin/history?entity=clinics&entityId=${clinicId}&size=2`);
    expect(res.statusCode, res.body).toBe(200);
    const [promotion, offer] = res.json().items as { action: string; changes: Record<string, [unknown, unknown]> }[];
    expect(promotion).toMatchObject({ action: 'update', changes: { 'specialOffer.EN': [CLEAN, '<p>Spring check-up</p>'] } });
    expect(offer.action).toBe('update');
    expect(offer.changes).toMatchObject({ responseRate: [48, 168], priceSegment: ['HIGH', 'PREMIUM'] });
    expect(offer.changes['clinicAdv.RU'][1]).toBe('<p>Новое</p>');
  });

  it('lists the active OMS procedures by code with their count, and none for a clinic without', async () => {
    const res = await c.get(`/api/admin/oms/${HASH}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      oms: [
        { code: 'A05.10.006', name: 'ЭКГ' },
        { code: 'B01.047.001', name: 'Приём терапевта' },
      ],
    });
    expect((await c.get(`/api/admin/oms/${EMPTY}`)).json()).toEqual({ count: 0, oms: [] });
  });

  it('answers 404 for an unknown clinic, 400 for a malformed one or language, 403 to other roles', async () => {
    const before = await fingerprint(t.app);
    for (const path of ['offer', 'promotions', 'oms']) {
      expect((await c.get(`/api/admin/${path}/${UNKNOWN}?locals=RU`)).statusCode, path).toBe(404);
      expect((await c.get(`/api/admin/${path}/nope?locals=RU`)).statusCode, path).toBe(400);
    }
    expect((await c.get(`/api/admin/offer/${HASH}`)).statusCode).toBe(400);
    expect((await c.get(`/api/admin/offer/${HASH}?locals=DE`)).statusCode).toBe(400);
    expect((await c.get(`/api/admin/promotions/${HASH}?locals=ALL`)).statusCode).toBe(400);
    expect((await saveOffer({}, {}, UNKNOWN)).statusCode).toBe(404);
    expect((await savePromotions({ specialOffer: 'x' }, {}, UNKNOWN)).statusCode).toBe(404);
    const manager = new Client(t.app);
    await manager.login('manager@test.local', PASSWORD);
    for (const path of ['offer', 'promotions', 'oms']) {
      expect((await manager.get(`/api/admin/${path}/${HASH}?locals=RU`)).statusCode, path).toBe(403);
    }
    expect((await manager.post(`/api/admin/offer/${HASH}`, { form: offerForm })).statusCode).toBe(403);
    expect((await manager.post(`/api/admin/promotions/${HASH}`, { form: { locals: 'RU', specialOffer: 'x' } })).statusCode).toBe(403);
    expect(await fingerprint(t.app)).toBe(before);
  });
});
