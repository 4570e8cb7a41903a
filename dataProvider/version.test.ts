// No lost updates on the wire: an update sends the version of the record the form loaded as
// If-Match, none when the user chose to overwrite or the record has none; a stale save rejects
// with 409 and the server's message, and is not sent anywhere else.
import type { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './callProvider';
import { createCallRegistry } from './callRegistry';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';

const city = { slug: 'kazan', nameRU: 'Казань', nameEN: 'Kazan', place: 'в Казани', region: 16, hubId: 1 };
const loaded = { id: 7, ...city, updated: 1_795_000_000_123 };

/** The cities' declared save (resources/cities/calls.ts), as the cities screen makes it. */
function setup() {
  const browser = fakeBrowser('token');
  const http = createHttp(browser.env);
  const registry = createCallRegistry({ cities: () => import('../resources/cities/calls') }, { cities: 'cities' });
  const refuse = () => Promise.reject(new Error('not sent by these tests'));
  return { browser, provider: createDataProvider(registry, { http, upload: refuse, download: refuse }) };
}

describe('versions on update', () => {
  it('sends the loaded record version as If-Match', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/city', 200, { id: 7 });
    const saved = await provider.update('cities', { id: 7, data: { ...city, nameEN: 'Kazan city' }, previousData: loaded });
    expect(browser.requests[0].headers['If-Match']).toBe('"1795000000123"');
    expect(browser.requests[0].body).toMatchObject({ id: '7', nameEN: 'Kazan city' });
    expect(browser.requests[0].body).not.toHaveProperty('updated');
    // The spent version is not kept: the next edit starts from the stored record.
    expect(saved.data.updated).toBeUndefined();
  });

  it('sends no version when overwriting, when the record has none, and on create', async () => {
    const { browser, provider } = setup();
    await provider.update('cities', { id: 7, data: city, previousData: loaded, meta: { overwrite: true } });
    await provider.update('cities', { id: 7, data: city, previousData: { id: 7 } });
    await provider.create('cities', { data: { ...city, updated: 5 } });
    expect(browser.requests.map((r) => r.headers['If-Match'])).toEqual([undefined, undefined, undefined]);
  });

  it('rejects a stale save with status 409 and the server message, staying on the page', async () => {
    const { browser, provider } = setup();
    const message = 'Запись уже изменил кто-то другой, пока вы её редактировали';
    browser.answer('POST /api/admin/city', 409, { status: 409, error: 'Conflict', message, path: '/api/admin/city' });
    const error = await provider.update('cities', { id: 7, data: city, previousData: loaded }).catch((e: HttpError) => e);
    expect(error).toMatchObject({ status: 409, message });
    expect(browser.visited).toEqual([]);
  });

  it('sends the version of a plain request too (the profile sections)', async () => {
    const { browser } = setup();
    await createHttp(browser.env)({ method: 'POST', path: '/api/admin/base/x', body: { locals: 'RU' }, version: 0 });
    expect(browser.requests[0].headers['If-Match']).toBe('"0"');
  });
});
