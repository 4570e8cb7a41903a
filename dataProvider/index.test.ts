// react-admin's methods over declared calls that answer a whole list and save as form data, as the
// cities' (resources/cities/calls.ts) and the plain resources' (common/resourceCalls.ts); once over
// a hand-written endpoint table, which the declarations replaced (issue 24 point 3): the same
// requests and answers.
import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defineCalls } from '../common/calls';
import { wireCities } from '../src/testing/citiesBrowser';
import { createDataProvider } from './callProvider';
import { createCallRegistry } from './callRegistry';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';

const text = { type: 'string' } as const;
const cityFields = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: text,
    nameRU: text,
    nameEN: text,
    place: text,
    region: { type: 'integer' },
    hubId: { type: 'integer' },
  },
} as const;

const placeCalls = defineCalls(
  { area: 'places', resource: 'places', access: 'user', encoding: 'form', errorsAt: 'error' },
  {
    places: { method: 'GET', path: '/api/admin/citieslist', description: '', paging: { items: 'cities' }, resource: 'getList' },
    savePlace: {
      method: 'POST',
      path: '/api/admin/city',
      description: '',
      body: cityFields,
      defaults: { id: 0 },
      resource: ['create', 'update'],
    },
  },
);
const areaCalls = defineCalls(
  { area: 'areas', resource: 'areas', access: 'user' },
  { areas: { method: 'GET', path: '/api/admin/hubslist', description: '', paging: { items: 'hubs' }, resource: 'getList' } },
);
const baseCalls = defineCalls(
  { area: 'base', resource: 'base', access: 'user' },
  {
    base: {
      method: 'GET',
      path: '/api/admin/base/:id',
      description: '',
      params: { type: 'object', properties: { id: text } },
      query: { type: 'object', properties: { locals: text } },
      resource: 'getOne',
    },
  },
);

function setup() {
  const browser = fakeBrowser('token');
  const registry = createCallRegistry(
    { places: async () => ({ placeCalls }), areas: async () => ({ areaCalls }), base: async () => ({ baseCalls }) },
    { places: 'places', areas: 'areas', base: 'base' },
  );
  const refuse = () => Promise.reject(new Error('not sent by these tests'));
  return { browser, provider: createDataProvider(registry, { http: createHttp(browser.env), upload: refuse, download: refuse }) };
}

describe('data provider over whole-list calls', () => {
  it('getList of a whole-list call sorts by a localized name and pages on the client', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/citieslist', 200, wireCities);
    const page = await provider.getList('places', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name.EN', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.slug)).toEqual(['abakan', 'kazan']);
    expect(page.data[0]).toMatchObject({ name: { RU: 'Абакан', EN: 'Abakan' }, region: 19 });
    expect(browser.requests[0].url).toBe('/api/admin/citieslist');
  });

  it('getList filters on the client (q and field equality)', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/citieslist', 200, wireCities);
    browser.answer('GET /api/admin/citieslist', 200, wireCities);
    const byHub = await provider.getList('places', { filter: { hubs: 1 }, sort: { field: 'name.RU', order: 'DESC' } });
    expect(byHub.data.map((c) => c.slug)).toEqual(['kazan', 'abakan']);
    const byText = await provider.getList('places', { filter: { q: 'моск' } });
    expect(byText.data.map((c) => c.slug)).toEqual(['moskva']);
  });

  it('getMany keeps the asked ids of the list', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/hubslist', 200, {
      hubs: [
        { id: 1, name: { RU: 'Юг', EN: 'South' } },
        { id: 2, name: {} },
      ],
    });
    const { data } = await provider.getMany('areas', { ids: ['2'] });
    expect(data).toEqual([{ id: 2, name: {} }]);
  });

  it('create posts the declared fields as multipart with id 0 and returns the new id', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/city', 200, { id: 42 });
    const data = { slug: 'tver', nameRU: 'Тверь', nameEN: 'Tver', place: 'в Твери', region: 69, hubId: 1, extra: 'x' };
    const saved = await provider.create('places', { data });
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

  it('update posts the record id and merges the answer into the previous record', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/city', 200, { id: 5 });
    const previousData = { id: 5, slug: 'old', priority: 1 };
    const saved = await provider.update('places', {
      id: 5,
      data: { slug: 'south', nameRU: 'Юг', nameEN: 'South', place: '' },
      previousData,
    });
    expect(browser.requests[0].body).toMatchObject({ id: '5', slug: 'south', place: '' });
    expect(saved.data).toMatchObject({ id: 5, slug: 'south', priority: 1 });
  });

  it('update rejects with field errors under body.errors', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/city', 400, { error: { slug: ['Slug is already used'] } });
    const error = await provider.update('places', { id: 1, data: { slug: 'kazan' }, previousData: { id: 1 } }).catch((e: HttpError) => e);
    expect((error as HttpError).body.errors).toEqual({ slug: 'Slug is already used' });
  });

  it('getOne sends the id in the path and meta as query', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/base/h1', 200, { id: 'h1', name: 'N' });
    const { data } = await provider.getOne('base', { id: 'h1', meta: { locals: 'EN' } });
    expect(browser.requests[0].url).toBe('/api/admin/base/h1?locals=EN');
    expect(data).toEqual({ id: 'h1', name: 'N' });
  });

  it('rejects methods that the API does not document', async () => {
    const { provider } = setup();
    await expect(provider.getOne('places', { id: 1 })).rejects.toThrow('not part of the documented API');
    await expect(provider.delete('areas', { id: 1 })).rejects.toThrow('not part of the documented API');
    await expect(provider.deleteMany('areas', { ids: [1] })).rejects.toThrow('not part of the documented API');
    await expect(provider.getList('cities', { filter: {} } as never)).rejects.toThrow('not part of the documented API');
  });
});
