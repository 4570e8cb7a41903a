// Cities and hubs through their documented calls, with good and bad input, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, fingerprint, PASSWORD } from '../support/users';

const hubForm = { slug: 'volga', nameRU: 'Поволжье', nameEN: 'Volga region', seoRU: 'Клиники Поволжья', seoEN: '' };

describe.each(dialects())('cities and hubs on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  let hubId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
  });
  afterAll(() => t.close());

  it('creates a hub and lists it in the documented shape', async () => {
    const res = await c.post('/api/admin/savehub', { form: hubForm });
    expect(res.statusCode).toBe(200);
    hubId = res.json().id;
    const { hubs } = (await c.get('/api/admin/hubslist')).json();
    expect(hubs).toEqual([
      {
        id: hubId,
        slug: 'volga',
        name: { RU: 'Поволжье', EN: 'Volga region' },
        seo: { RU: 'Клиники Поволжья', EN: '' },
        priority: 0,
        updated: expect.any(Number),
      },
    ]);
  });

  it('creates, edits and lists a city; its priority toggles', async () => {
    const form = { slug: 'kazan', nameRU: 'Казань', nameEN: 'Kazan', place: 'в Казани', region: 16, hubId };
    const created = await c.post('/api/admin/city', { form: { id: 0, ...form } });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect((await c.post('/api/admin/city', { form: { ...form, id, nameEN: '  Kazan city ' } })).statusCode).toBe(200);
    expect((await c.post('/api/admin/citypriority', { form: { cityId: id, priority: 1 } })).json()).toEqual({});
    const { cities, hubs } = (await c.get('/api/admin/citieslist')).json();
    expect(hubs).toHaveLength(1);
    expect(cities).toEqual([
      expect.objectContaining({
        id,
        slug: 'kazan',
        name: { RU: 'Казань', EN: 'Kazan city' },
        place: { RU: 'в Казани' },
        region: 16,
        hubId,
        hubs: [hubId],
        priority: 1,
      }),
    ]);
  });

  it('refuses bad cities field by field and stores nothing', async () => {
    const before = await fingerprint(t.app);
    const res = await c.post('/api/admin/city', { form: { slug: 'k', nameRU: 'К', nameEN: '<b> </b>', place: '', region: '', hubId: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error).sort()).toEqual(['hubId', 'nameEN', 'nameRU', 'place', 'region', 'slug']);
    expect(res.json().error.slug).toEqual(['Минимальная длина — 2']);
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('answers in English after the language is switched', async () => {
    await c.post('/api/change-locale?lang=en');
    const res = await c.post('/api/admin/city', {
      form: { slug: 'k', nameRU: 'Казань', nameEN: 'Kazan', place: 'в Казани', region: 16, hubId },
    });
    expect(res.json().error).toEqual({ slug: ['Min length is 2'] });
    await c.post('/api/change-locale?lang=ru');
  });

  it('refuses a slug that another city uses, and an unknown hub', async () => {
    const before = await fingerprint(t.app);
    const taken = await c.post('/api/admin/city', {
      form: { slug: 'kazan', nameRU: 'Казань-2', nameEN: 'Kazan 2', place: 'в Казани', region: 16, hubId },
    });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().error)).toEqual(['slug']);
    const noHub = await c.post('/api/admin/city', {
      form: { slug: 'samara', nameRU: 'Самара', nameEN: 'Samara', place: 'в Самаре', region: 63, hubId: 9999 },
    });
    expect(Object.keys(noHub.json().error)).toEqual(['hubId']);
    expect(await fingerprint(t.app)).toBe(before);
  });

  it('answers 404 for editing a city or hub that does not exist', async () => {
    expect(
      (
        await c.post('/api/admin/city', {
          form: { id: 9999, slug: 'ghost', nameRU: 'Призрак', nameEN: 'Ghost', place: 'в Призраке', region: 1, hubId },
        })
      ).statusCode,
    ).toBe(404);
    expect((await c.post('/api/admin/hubpriority', { form: { hubId: 9999, priority: 1 } })).statusCode).toBe(404);
  });
});
