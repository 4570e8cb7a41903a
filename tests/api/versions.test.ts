// No lost updates (issue 11, point 7), on every dialect: a save that carries the version its form
// loaded (If-Match: "<updated>") passes and moves the version on; one over a newer version is
// refused with 409 in the session's language and stores nothing; a save without the header keeps
// the documented behaviour. Cities, hubs and the clinic profile's base and additional sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { addClinic, ensureCities } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, fingerprint, PASSWORD } from '../support/users';

const HASH = '11111111-2222-4333-8444-555555555555';
const CONFLICT = {
  ru: 'Запись уже изменил кто-то другой, пока вы её редактировали',
  en: 'Someone else changed this record while you were editing it',
};
const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

const baseForm = {
  locals: 'RU',
  slug: 'clinic-a',
  name: 'Клиника «Медси» на Тверской',
  shortName: 'Медси Тверская',
  region: '77',
  city: 'Москва',
  citySelect: '1',
  address: 'ул. Тверская, д. 1',
  phone: '+7 (495) 123-45-67',
  email: 'info@medsi.ru',
  website: 'https://medsi.ru',
  languages: ['RU', 'EN'],
  latitude: '55.75',
  longitude: '37.6',
  rating: '4.5',
};
const additionalForm = {
  locals: 'EN',
  accrList: ['JCI'],
  accreditation: 'JCI since 2015',
  airportAddress: 'Sheremetyevo International Airport',
  airportWay: '40 minutes by car',
  placement: 'Single rooms',
  description: '<p>About</p>',
  seoDescription: 'A clinic in Moscow',
  keywords: 'clinic, moscow',
};

describe.each(dialects())('versions on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  let hubId: number;
  let cityId: number;
  const cityForm = (nameEN: string) => ({ id: cityId, slug: 'kazan', nameRU: 'Казань', nameEN, place: 'в Казани', region: 16, hubId });
  const storedCity = async () =>
    ((await c.get('/api/admin/citieslist')).json().cities as { id: number; name: { EN: string }; updated: number }[]).find(
      (city) => city.id === cityId,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
    hubId = (
      await c.post('/api/admin/savehub', { form: { slug: 'volga', nameRU: 'Поволжье', nameEN: 'Volga', seoRU: '', seoEN: '' } })
    ).json().id;
    cityId = 0;
    cityId = (await c.post('/api/admin/city', { form: cityForm('Kazan') })).json().id;
  });
  afterAll(() => t.close());

  it('lists cities and hubs with the version a form sends back', async () => {
    const { cities, hubs } = (await c.get('/api/admin/citieslist')).json();
    expect(cities[0].updated).toEqual(expect.any(Number));
    expect(hubs[0].updated).toEqual(expect.any(Number));
  });

  it('saves a city over the version it loaded and moves the version on', async () => {
    const loaded = (await storedCity())?.updated ?? 0;
    const res = await c.post('/api/admin/city', { form: cityForm('Kazan one'), headers: ifMatch(loaded) });
    expect(res.statusCode).toBe(200);
    const stored = await storedCity();
    expect(stored?.name.EN).toBe('Kazan one');
    expect(stored?.updated).toBeGreaterThan(loaded);
  });

  it('refuses a save over a newer version with 409 in the session language and stores nothing', async () => {
    const stale = (await storedCity())?.updated ?? 0;
    expect((await c.post('/api/admin/city', { form: cityForm('First'), headers: ifMatch(stale) })).statusCode).toBe(200);
    const before = await fingerprint(t.app);
    const refused = await c.post('/api/admin/city', { form: cityForm('Second'), headers: ifMatch(stale) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONFLICT.ru);
    expect(await fingerprint(t.app)).toBe(before);
    expect((await storedCity())?.name.EN).toBe('First');

    await c.post('/api/change-locale?lang=en');
    const english = await c.post('/api/admin/city', { form: cityForm('Second'), headers: ifMatch(stale) });
    await c.post('/api/change-locale?lang=ru');
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(CONFLICT.en);
  });

  it('saves without a version as documented (the last save wins)', async () => {
    const res = await c.post('/api/admin/city', { form: cityForm('Overwritten') });
    expect(res.statusCode).toBe(200);
    expect((await storedCity())?.name.EN).toBe('Overwritten');
  });

  it('lets one of two saves of the same version through', async () => {
    const loaded = (await storedCity())?.updated ?? 0;
    const answers = await Promise.all(
      ['Left', 'Right'].map((name) => c.post('/api/admin/city', { form: cityForm(name), headers: ifMatch(loaded) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect((await storedCity())?.name.EN).toBe(['Left', 'Right'][winner]);
  });

  it('checks hubs the same way, and refuses a malformed version', async () => {
    const hubForm = { id: hubId, slug: 'volga', nameRU: 'Поволжье', nameEN: 'Volga', seoRU: '', seoEN: '' };
    const loaded = (await c.get('/api/admin/hubslist')).json().hubs[0].updated as number;
    expect((await c.post('/api/admin/savehub', { form: { ...hubForm, seoEN: 'one' }, headers: ifMatch(loaded) })).statusCode).toBe(200);
    const stale = await c.post('/api/admin/savehub', { form: { ...hubForm, seoEN: 'two' }, headers: ifMatch(loaded) });
    expect(stale.statusCode).toBe(409);
    expect((await c.get('/api/admin/hubslist')).json().hubs[0].seo.EN).toBe('one');
    const malformed = await c.post('/api/admin/savehub', { form: hubForm, headers: { 'if-match': '"yesterday"' } });
    expect(malformed.statusCode).toBe(400);
  });

  describe('clinic profile sections', () => {
    const section = async (name: 'base' | 'additional', locals: string) =>
      (await c.get(`/api/admin/${name}/${HASH}?locals=${locals}`)).json()[name] as Record<string, unknown> & { updated: number };

    beforeAll(async () => {
      await ensureCities(t.app.db, t.app.dialect, [1], hubId);
      await addClinic(t.app.db, { hash: HASH, slug: 'clinic-a', cityId: 1, names: { RU: 'Клиника А' } });
    });

    it('versions the base section across its languages', async () => {
      const loaded = (await section('base', 'RU')).updated;
      expect(loaded).toBe(0);
      const saved = await c.post(`/api/admin/base/${HASH}`, {
        form: { ...baseForm, name: 'Клиника «Медси» один' },
        headers: ifMatch(loaded),
      });
      expect(saved.json().error).toEqual({});
      expect(saved.statusCode).toBe(200);
      const after = await section('base', 'EN');
      expect(after.updated).toBeGreaterThan(loaded);

      // The English form loaded before the Russian save shares its language-free fields.
      const before = await fingerprint(t.app);
      const stale = await c.post(`/api/admin/base/${HASH}`, {
        form: { ...baseForm, locals: 'EN', name: 'Medsi clinic on Tverskaya', region: '50' },
        headers: ifMatch(loaded),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(CONFLICT.ru);
      expect(await fingerprint(t.app)).toBe(before);
      expect((await section('base', 'RU')).name).toBe('Клиника «Медси» один');
      expect((await section('base', 'RU')).region).toBe(77);

      const current = await c.post(`/api/admin/base/${HASH}`, {
        form: { ...baseForm, locals: 'EN', name: 'Medsi clinic on Tverskaya' },
        headers: ifMatch(after.updated),
      });
      expect(current.statusCode).toBe(200);
    });

    it('keeps sections apart, and saves without a version as documented', async () => {
      const loaded = (await section('additional', 'EN')).updated;
      await c.post(`/api/admin/base/${HASH}`, { form: { ...baseForm, name: 'Клиника «Медси» два' } });
      const saved = await c.post(`/api/admin/additional/${HASH}`, { form: additionalForm, headers: ifMatch(loaded) });
      expect(saved.json().error).toEqual({});
      expect(saved.statusCode).toBe(200);
      expect((await section('additional', 'EN')).updated).toBeGreaterThan(loaded);
      const stale = await c.post(`/api/admin/additional/${HASH}`, {
        form: { ...additionalForm, placement: 'Shared rooms' },
        headers: ifMatch(loaded),
      });
      expect(stale.statusCode).toBe(409);
      const unversioned = await c.post(`/api/admin/additional/${HASH}`, { form: { ...additionalForm, placement: 'Family rooms' } });
      expect(unversioned.statusCode).toBe(200);
      expect((await section('additional', 'EN')).placement).toBe('Family rooms');
    });
  });
});
