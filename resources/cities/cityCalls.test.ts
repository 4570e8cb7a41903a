// The cities' declared calls (calls.ts) on the wire through react-admin's methods and the priority
// call, as the endpoint table sent them before (issue 24): the whole list sorted, filtered and
// paged here with the names and place flattened for the form, the save as form fields (`id` 0 for
// a new city) with its field errors under `error`, and the priority as cityId and priority.
import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { wireCities } from '../../src/testing/citiesBrowser';
import { declaredProvider } from '../../src/testing/declaredProvider';

const setup = () => declaredProvider({ cities: () => import('./calls') }, { cities: 'cities' });

describe('the cities’ declared calls', () => {
  it('getList sorts by a localized name, pages on the client and flattens the names and place', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/citieslist', 200, wireCities);
    const page = await provider.getList('cities', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name.EN', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.slug)).toEqual(['abakan', 'kazan']);
    expect(page.data[0]).toMatchObject({ nameRU: 'Абакан', nameEN: 'Abakan', place: 'в Абакане', region: 19 });
    expect(browser.requests[0].url).toBe('/api/admin/citieslist');
  });

  it('getList filters on the client (q and field equality)', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/citieslist', 200, wireCities);
    browser.answer('GET /api/admin/citieslist', 200, wireCities);
    const byHub = await provider.getList('cities', { filter: { hubs: 1 }, sort: { field: 'name.RU', order: 'DESC' } } as never);
    expect(byHub.data.map((c) => c.slug)).toEqual(['kazan', 'abakan']);
    const byText = await provider.getList('cities', { filter: { q: 'моск' } } as never);
    expect(byText.data.map((c) => c.slug)).toEqual(['moskva']);
    expect(browser.requests.map((r) => r.url)).toEqual(['/api/admin/citieslist', '/api/admin/citieslist']);
  });

  it('create posts the declared fields as form data with id 0 and returns the new id', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/city', 200, { id: 42 });
    const data = { slug: 'tver', nameRU: 'Тверь', nameEN: 'Tver', place: 'в Твери', region: 69, hubId: 1, extra: 'x' };
    const saved = await provider.create('cities', { data });
    expect(saved.data.id).toBe(42);
    expect(browser.requests[0].headers['X-XSRF-TOKEN']).toBe('token');
    expect(browser.requests[0].body).toEqual({
      id: '0',
      slug: 'tver',
      nameRU: 'Тверь',
      nameEN: 'Tver',
      place: 'в Твери',
      region: '69',
      hubId: '1',
    });
  });

  it('update rejects with field errors under body.errors', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/city', 400, { error: { slug: ['Slug is already used'] } });
    const error = await provider.update('cities', { id: 1, data: { slug: 'kazan' }, previousData: { id: 1 } }).catch((e: HttpError) => e);
    expect((error as HttpError).body.errors).toEqual({ slug: 'Slug is already used' });
    expect(browser.requests[0].body).toEqual({ id: '1', slug: 'kazan' });
  });

  it('setCityPriority posts cityId and priority', async () => {
    const { browser, provider } = setup();
    await provider.setCityPriority({ cityId: 3, priority: 1 });
    expect(browser.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/admin/citypriority', { cityId: '3', priority: '1' }],
    ]);
  });

  it('offers no call the API does not document', async () => {
    const { provider } = setup();
    await expect(provider.getOne('cities', { id: 1 })).rejects.toThrow('not part of the documented API');
    await expect(provider.delete('cities', { id: 1 })).rejects.toThrow('not part of the documented API');
  });
});
