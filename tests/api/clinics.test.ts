// The clinics list and its calls on a synchronised 30-clinic demo catalogue, on every dialect:
// reference data, the name autocomplete, the list's filters and their combinations, one clinic,
// names, completion marks and the list's actions, with good and malformed parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/kysely';
import { type ClinicFilters, clinicIds, type Driver } from '../../server/repositories/clinicList';
import { tailRange } from '../../server/services/catalogue/clinicSearch';
import { catalogueApp } from '../support/catalogue';
import { expectedClinics, type ListFilters, listQuery } from '../support/clinicOracle';
import { clinicFilterValues } from '../support/clinicRows';
import { dialects } from '../support/testApp';

process.env.DEMO_CLINICS = '30';

describe.each(dialects())('clinics on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let first: { id: number; hash: string };
  beforeAll(async () => {
    t = await catalogueApp(dialect);
    first = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it('answers the categories with their specialties, the specialties and the cities', async () => {
    const res = await t.admin.get('/api/admin/allcategories');
    expect(res.statusCode).toBe(200);
    const { categories, specialties, cities } = res.json();
    expect(categories.length).toBe(16);
    expect(categories[0]).toMatchObject({ scId: categories[0].id, active: true, names: { RU: 'Кардиология', EN: 'Cardiology' } });
    const sids = new Set(specialties.map((s: { sid: number }) => s.sid));
    for (const c of categories) for (const sid of c.spcs) expect(sids.has(sid)).toBe(true);
    expect(specialties[0]).toMatchObject({ active: true, names: { RU: expect.any(String), EN: expect.any(String) } });
    expect(cities.find((c: { name: { RU: string } }) => c.name.RU === 'Казань')).toMatchObject({ name: { EN: 'Kazan' }, region: 16 });
  });

  it('finds clinic names by the start of any word, in the session language, and by id', async () => {
    const names = await t.app.db.selectFrom('clinic_l10n').select(['lang', 'name']).where('clinic_id', '=', first.id).execute();
    const ru = names.find((n) => n.lang === 'RU')?.name ?? '';
    const brand = ru.split('«')[1].split('»')[0];
    const res = await t.admin.get(`/api/admin/getclinicnames?query=${encodeURIComponent(brand.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: first.id, str: ru, hash: first.hash });
    for (const item of res.json()) expect(Object.keys(item).sort()).toEqual(['hash', 'id', 'str']);
    const byId = await t.admin.get(`/api/admin/getclinicnames?query=${first.id}`);
    expect(byId.json()[0]).toEqual({ id: first.id, str: ru, hash: first.hash });
    await t.admin.post('/api/change-locale?lang=en');
    const en = names.find((n) => n.lang === 'EN')?.name;
    expect((await t.admin.get(`/api/admin/getclinicnames?query=${first.id}`)).json()[0]).toEqual({
      id: first.id,
      str: en,
      hash: first.hash,
    });
    await t.admin.post('/api/change-locale?lang=ru');
  });

  it('refuses autocomplete queries of two characters or less, and zero', async () => {
    for (const query of ['', '?query=', '?query=ab', '?query=%20%20%20ab', '?query=0', `?query=${'x'.repeat(300)}`]) {
      expect((await t.admin.get(`/api/admin/getclinicnames${query}`)).statusCode, query).toBe(400);
    }
    expect((await t.admin.get('/api/admin/getclinicnames?query=zzzzzz')).json()).toEqual([]);
  });

  it('answers one clinic in the documented shape', async () => {
    const res = await t.admin.get(`/api/admin/getclinic?hash=${first.hash}`);
    expect(res.statusCode).toBe(200);
    const clinic = res.json();
    expect(clinic).toMatchObject({ id: first.id, hash: first.hash, state: expect.stringMatching(/ACTIVE|DISABLED/), country: 'RUSSIA' });
    expect(Object.keys(clinic.ll10n)).toEqual(['RU', 'EN']);
    expect(clinic.ll10n.RU).toEqual({ visible: expect.any(Boolean), shortName: expect.any(String), name: expect.any(String) });
    expect(Object.keys(clinic.l10n.RU).sort()).toEqual(
      [
        'accreditation',
        'address',
        'airportAddress',
        'airportWay',
        'city',
        'description',
        'email',
        'keywords',
        'name',
        'phone',
        'placement',
        'region',
        'seoDescription',
        'shortName',
        'website',
      ].sort(),
    );
    expect(clinic.cityIdList).toContain(clinic.city);
    expect(clinic.languages).toContain('RU');
    expect(clinic.completeEdit).toEqual({ RU: { cd: {}, rd: {} }, EN: { cd: {}, rd: {} } });
    for (const key of ['byMedimost', 'agreement', 'directLead']) expect(typeof clinic[key]).toBe('boolean');
  });

  it('answers 400 for a malformed hash and 404 for an unknown one', async () => {
    expect((await t.admin.get('/api/admin/getclinic')).statusCode).toBe(400);
    for (const url of [
      '/api/admin/getclinic?hash=nope',
      '/api/admin/clinicname/nope',
      '/api/admin/aux/nope?locals=RU',
      '/api/admin/getclinicpreviewhash/x',
    ]) {
      expect((await t.admin.get(url)).statusCode, url).toBe(400);
    }
    const unknown = '00000000-0000-0000-0000-000000000000';
    const urls = [`/api/admin/getclinic?hash=${unknown}`, `/api/admin/clinicname/${unknown}`, `/api/admin/aux/${unknown}?locals=RU`];
    for (const url of [...urls, `/api/admin/getclinicpreviewhash/${unknown}`]) {
      expect((await t.admin.get(url)).statusCode, url).toBe(404);
    }
  });

  it('lists a clinic name per language', async () => {
    const res = await t.admin.get(`/api/admin/clinicname/${first.hash}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((n: { locals: string }) => n.locals)
        .sort(),
    ).toEqual(['EN', 'RU']);
    expect(res.json()[0]).toEqual({ name: expect.any(String), locals: expect.stringMatching(/RU|EN/) });
  });

  it('answers cd and rd per section for one language, and counts complete sections in the list', async () => {
    // Rows as repositories/completeEdit.ts stores them: RU 1 is stale (EN changed at 500, after
    // RU's review at 200), so it does not count.
    const marks = [
      { section: 1, lang: 'RU', cd: 100, rd: 200, state: 'stale' },
      { section: 2, lang: 'RU', cd: null, rd: 300, state: 'complete' },
      { section: 3, lang: 'RU', cd: 400, rd: 300, state: 'incomplete' },
      { section: 4, lang: 'RU', cd: 100, rd: 300, state: 'complete' },
      { section: 1, lang: 'EN', cd: 500, rd: null, state: 'incomplete' },
    ] as const;
    await t.app.db
      .insertInto('complete_edit')
      .values(marks.map((m) => ({ clinic_id: first.id, ...m })))
      .execute();
    const ru = await t.admin.get(`/api/admin/aux/${first.hash}?locals=RU`);
    expect(ru.json()).toEqual({ cd: { 1: 100, 2: null, 3: 400, 4: 100 }, rd: { 1: 200, 2: 300, 3: 300, 4: 300 } });
    expect((await t.admin.get(`/api/admin/aux/${first.hash}?locals=en`)).json()).toEqual({ cd: { 1: 500 }, rd: { 1: null } });
    for (const query of ['', '?locals=', '?locals=DE', '?locals=ALL']) {
      expect((await t.admin.get(`/api/admin/aux/${first.hash}${query}`)).statusCode, query).toBe(400);
    }
    const list = (await t.admin.get('/api/admin/clinicslist?page=0&size=1000')).json();
    const item = list.clinics.find((c: { id: number }) => c.id === first.id);
    expect(item.quality).toEqual({ RU: 2, EN: 0 });
  });

  describe('the list', () => {
    let cases: [string, ListFilters][];
    beforeAll(async () => {
      const db = t.app.db;
      // Make sure both states and both visibilities occur among the 30 clinics.
      await db
        .updateTable('clinics')
        .set({ state: 'DISABLED' })
        .where('id', '=', first.id + 1)
        .execute();
      const { cityId, sid, cId, brand } = await clinicFilterValues(db, first.id);
      cases = [
        ['nothing', {}],
        ['hideDeactive', { hideDeactive: true }],
        ['city', { cityId: cityId }],
        ['specialty', { sid: sid }],
        ['category', { cId: cId }],
        ['visible in RU', { locals: 'RU' }],
        ['visible in EN', { locals: 'EN' }],
        ['name', { q: brand }],
        ['name, lower case, a later word', { q: 'клиника' }],
        ['name in English', { q: 'CLINIC' }],
        ['city + EN + active', { cityId: cityId, locals: 'EN', hideDeactive: true }],
        ['specialty + category', { sid: sid, cId: cId }],
        ['name + RU + active', { q: brand, locals: 'RU', hideDeactive: true }],
        ['everything', { q: brand, cityId: cityId, sid: sid, cId: cId, locals: 'RU', hideDeactive: true }],
      ];
    });

    it('pages through every filter and combination exactly as the data says, newest first', async () => {
      let nonEmpty = 0;
      for (const [label, filters] of cases) {
        const expected = await expectedClinics(t.app.db, filters);
        const seen: number[] = [];
        for (let page = 0; page * 7 < Math.max(expected.length, 1); page++) {
          const res = await t.admin.get(`/api/admin/clinicslist?${listQuery(filters)}&page=${page}&size=7`);
          expect(res.statusCode, label).toBe(200);
          expect(res.json().total, label).toBe(expected.length);
          seen.push(...res.json().clinics.map((c: { id: number }) => c.id));
        }
        expect(seen, label).toEqual(expected);
        if (expected.length) nonEmpty++;
      }
      expect(nonEmpty).toBeGreaterThan(10);
    });

    it('gives the same answer whichever index the query starts from', async () => {
      const sql = { db: t.app.db, dialect: t.app.dialect };
      for (const [label, f] of cases.slice(10)) {
        const filters: ClinicFilters = { ...f, range: f.q ? tailRange(f.q) : undefined, hideDeactive: !!f.hideDeactive };
        const expected = await expectedClinics(t.app.db, f);
        const drivers: Driver[] = ['clinics', 'range', 'cityId', 'sid', 'cId', 'locals'];
        for (const driver of drivers.filter((d) => d === 'clinics' || filters[d as keyof ClinicFilters] !== undefined)) {
          expect(await clinicIds(sql, filters, driver, 1000, 0), `${label} from ${driver}`).toEqual(expected);
        }
      }
    });

    it('carries what the columns need, with modules and counts by clinic id', async () => {
      const res = (await t.admin.get('/api/admin/clinicslist?page=0&size=15&hideDeactive=false')).json();
      expect(res.clinics).toHaveLength(15);
      expect(res.total).toBe(30);
      const item = res.clinics[0];
      expect(Object.keys(item).sort()).toEqual(
        ['cityId', 'directLead', 'hash', 'id', 'll10n', 'quality', 'slug', 'state', 'superAgentId', 'updated', 'updatedBy'].sort(),
      );
      expect(item.ll10n.RU).toEqual({ visible: expect.any(Boolean), shortName: expect.any(String), name: expect.any(String) });
      for (const { id } of res.clinics) {
        expect(res.doctorsQty[id]).toEqual({ visible: expect.any(Number), total: expect.any(Number) });
        expect(res.reviewsQty[id].total).toBeGreaterThanOrEqual(res.reviewsQty[id].visible);
        expect(Array.isArray(res.modules[id])).toBe(true);
      }
      const withDoctors = res.clinics.filter((c: { id: number }) => res.doctorsQty[c.id].total > 0);
      expect(withDoctors.length).toBeGreaterThan(0);
    });

    it('answers a repeated page from memory only while nothing was written: changes show at once, from any connection', async () => {
      const url = '/api/admin/clinicslist?page=0&size=15&hideDeactive=false';
      const page = async () => (await t.admin.get(url)).json();
      const before = await page();
      const reviewed = before.clinics.find((c: { id: number }) => before.reviewsQty[c.id].total > 0);
      const withModules = before.clinics.find((c: { id: number }) => before.modules[c.id].length > 0);
      expect(reviewed && withModules).toBeTruthy();
      expect(await page()).toEqual(before);
      // Neither table is a list filter, so only the answer's state can tell that the page changed.
      const other = openDatabase(t.config);
      try {
        await other.db.updateTable('reviews').set({ deleted: 1 }).where('clinic_id', '=', reviewed.id).execute();
        expect((await page()).reviewsQty[reviewed.id]).toEqual({ visible: 0, total: 0 });
      } finally {
        await other.close();
      }
      await t.app.db.updateTable('clinic_modules').set({ price: 4321 }).where('clinic_id', '=', withModules.id).execute();
      for (const m of (await page()).modules[withModules.id]) expect(m.price).toBe(4321);
    });

    it('answers a repeated empty page from memory only while nothing was written either', async () => {
      const pastTheEnd = async () => (await t.admin.get('/api/admin/clinicslist?page=5&size=15&hideDeactive=true')).json();
      const before = await pastTheEnd();
      expect(before.clinics).toEqual([]);
      expect(await pastTheEnd()).toEqual(before);
      const active = await t.app.db.selectFrom('clinics').select('id').where('state', '=', 'ACTIVE').executeTakeFirstOrThrow();
      await t.app.db.updateTable('clinics').set({ state: 'DISABLED' }).where('id', '=', active.id).execute();
      try {
        expect(await pastTheEnd()).toEqual({ ...before, total: before.total - 1 });
      } finally {
        await t.app.db.updateTable('clinics').set({ state: 'ACTIVE' }).where('id', '=', active.id).execute();
      }
    });

    it('caps the page size, answers an empty page past the end, and refuses malformed parameters', async () => {
      expect((await t.admin.get('/api/admin/clinicslist?page=0&size=5000')).json().clinics).toHaveLength(30);
      expect((await t.admin.get('/api/admin/clinicslist?page=9&size=15')).json()).toMatchObject({ clinics: [], total: 30 });
      expect((await t.admin.get('/api/admin/clinicslist?q=%C2%AB%C2%BB')).json()).toMatchObject({ clinics: [], total: 0 });
      expect((await t.admin.get('/api/admin/clinicslist?cityId=&cId=0&locals=&q=')).json().total).toBe(30);
      for (const query of [
        'page=-1',
        'size=0',
        'size=abc',
        'cityId=abc',
        'sid=-2',
        'cId=1.5',
        'locals=DE',
        'hideDeactive=maybe',
        `q=${'x'.repeat(257)}`,
      ]) {
        expect((await t.admin.get(`/api/admin/clinicslist?${query}`)).statusCode, query).toBe(400);
      }
    });
  });

  describe('the actions', () => {
    const listed = async (query: string) => (await t.admin.get(`/api/admin/clinicslist?${query}&size=1000`)).json();
    const item = async (id: number) => (await listed('page=0')).clinics.find((c: { id: number }) => c.id === id);

    it('shows or hides a clinic per language (multipart), and the filtered list follows at once', async () => {
      const before = (await listed('locals=EN')).total;
      const hidden = await t.admin.post('/api/admin/toggleclinic', { form: { hash: first.hash, locals: 'EN', visible: 'false' } });
      expect(hidden.json()).toEqual({ hash: first.hash, locals: 'EN', visible: false });
      const shown = await t.admin.post('/api/admin/toggleclinic', { form: { hash: first.hash, locals: 'en', visible: 'true' } });
      expect(shown.statusCode).toBe(200);
      expect((await listed('locals=EN')).total).toBeGreaterThanOrEqual(before);
      expect((await listed('locals=EN')).clinics.map((c: { id: number }) => c.id)).toContain(first.id);
      const clinic = (await t.admin.get(`/api/admin/getclinic?hash=${first.hash}`)).json();
      expect(clinic.ll10n.EN.visible).toBe(true);
      expect(await item(first.id)).toMatchObject({ updatedBy: 'User admin@test.local' });
    });

    it('refuses bad visibility changes field by field, and unknown clinics', async () => {
      const res = await t.admin.post('/api/admin/toggleclinic', { form: { hash: first.hash, locals: 'DE' } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error).sort()).toEqual(['locals', 'visible']);
      const unknown = { hash: '00000000-0000-0000-0000-000000000000', locals: 'RU', visible: 'true' };
      expect((await t.admin.post('/api/admin/toggleclinic', { form: unknown })).statusCode).toBe(404);
    });

    it('switches the direct lead (JSON)', async () => {
      const res = await t.admin.post('/api/admin/toggledlead', { json: { hash: first.hash, dLead: true } });
      expect(res.json()).toEqual({ hash: first.hash, directLead: true });
      expect((await item(first.id)).directLead).toBe(true);
      await t.admin.post('/api/admin/toggledlead', { json: { hash: first.hash, dLead: false } });
      expect((await item(first.id)).directLead).toBe(false);
      for (const json of [{ hash: first.hash }, { hash: first.hash, dLead: 'maybe' }, { dLead: true }, 'text']) {
        expect((await t.admin.post('/api/admin/toggledlead', { json })).statusCode, JSON.stringify(json)).toBe(400);
      }
    });

    it('assigns and clears the superagent', async () => {
      const agent = await t.app.db.selectFrom('agents').select('id').where('main_agent', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      const res = await t.admin.post('/api/admin/setsuperagent', { json: { hash: first.hash, agentId: agent.id } });
      expect(res.json()).toEqual({ hash: first.hash, superAgentId: agent.id });
      expect((await item(first.id)).superAgentId).toBe(agent.id);
      expect((await t.admin.post('/api/admin/setsuperagent', { json: { hash: first.hash, agentId: String(agent.id) } })).statusCode).toBe(
        200,
      );
      const unknown = await t.admin.post('/api/admin/setsuperagent', { json: { hash: first.hash, agentId: 99999 } });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().error)).toEqual(['agentId']);
      expect((await t.admin.post('/api/admin/setsuperagent', { json: { hash: first.hash, agentId: 'x' } })).statusCode).toBe(400);
      await t.admin.post('/api/admin/setsuperagent', { json: { hash: first.hash, agentId: null } });
      expect((await item(first.id)).superAgentId).toBeNull();
    });

    it('makes a 10-minute preview link that opens the escaped RU profile, then expires', async () => {
      await t.app.db
        .updateTable('clinic_l10n')
        .set({ name: '<script>alert(1)</script> Клиника & Ко' })
        .where('clinic_id', '=', first.id)
        .where('lang', '=', 'RU')
        .execute();
      const res = await t.admin.get(`/api/admin/getclinicpreviewhash/${first.hash}`);
      const { token, url } = res.json();
      expect(url).toBe(`http://admin.test/preview/clinic/${token}`);
      const page = await t.app.inject({ method: 'GET', url: `/preview/clinic/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Клиника &amp; Ко');
      expect(page.body).not.toContain('<script>');
      expect((await t.app.inject({ method: 'GET', url: '/preview/clinic/unknown-token-0123456789' })).statusCode).toBe(404);
      await t.app.db
        .updateTable('preview_tokens')
        .set({ expires: Date.now() - 1 })
        .execute();
      expect((await t.app.inject({ method: 'GET', url: `/preview/clinic/${token}` })).statusCode).toBe(410);
      expect((await t.admin.get('/api/admin/getclinicpreviewhash/not-a-hash')).statusCode).toBe(400);
    });

    it('points preview links at the public portal when one is configured', async () => {
      t.app.config.publicPortalUrl = 'https://portal.test';
      const { token, url } = (await t.admin.get(`/api/admin/getclinicpreviewhash/${first.hash}`)).json();
      t.app.config.publicPortalUrl = undefined;
      expect(url).toBe(`https://portal.test/preview/clinic/${token}`);
    });
  });
});
