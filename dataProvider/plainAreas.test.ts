// The calls of a plain resource as its declaration makes them (common/resourceCalls.ts), found in
// its folder's area (dataProvider/plainAreas.ts): one record of the list in an edit language, saves
// with `locals` when fields are per language, deletes with the version shown.
import { describe, expect, it } from 'vitest';
import { defineResource } from '../common/resource';
import { plainDataProvider } from '../src/testing/declaredProvider';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';

const schema = { type: 'object', properties: { slug: { type: 'string' }, title: { type: 'string' } } } as const;
const pages = defineResource(schema, {
  name: 'pages',
  path: '/admin/pages',
  roles: ['ADMIN'],
  store: { table: 'pages', fields: ['slug', 'title'], order: { field: 'slug', order: 'ASC' } },
  api: {
    list: { path: '/api/admin/pages', key: 'pages' },
    create: { path: '/api/admin/page', encoding: 'multipart' },
    update: { path: '/api/admin/page', method: 'PUT' },
    delete: { path: '/api/admin/page/:id' },
  },
  list: { view: 'table', title: 'title{LANG}', columns: [], sort: { field: 'title{LANG}', order: 'ASC' } },
  form: { mode: 'modal', sections: [{ fields: [{ source: 'slug' }, { source: 'title', perLanguage: true }] }] },
});
const wire = { pages: [{ id: 3, slug: 'about', titleRU: 'О нас', titleEN: null, updated: 42 }] };

function setup() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/admin/pages', 200, wire);
  return { browser, provider: plainDataProvider(createHttp(browser.env), pages) };
}

describe('a plain resource’s calls', () => {
  it('getOne reads the record from the list, its per-language fields in the edit language', async () => {
    const { browser, provider } = setup();
    expect((await provider.getOne('pages', { id: '3', meta: { locals: 'RU' } })).data).toMatchObject({
      id: 3,
      slug: 'about',
      title: 'О нас',
      updated: 42,
    });
    expect((await provider.getOne('pages', { id: 3, meta: { locals: 'EN' } })).data).toMatchObject({ title: '' });
    await expect(provider.getOne('pages', { id: 4, meta: { locals: 'RU' } })).rejects.toMatchObject({ status: 404 });
    expect(browser.requests.map((request) => request.url)).toEqual(['/api/admin/pages', '/api/admin/pages', '/api/admin/pages']);
  });

  it('sends the edit language with each save, as the call is declared, and the loaded version with an update', async () => {
    const { browser, provider } = setup();
    await provider.create('pages', { data: { slug: 'team', title: 'Team', extra: 1 }, meta: { locals: 'EN' } });
    await provider.update('pages', {
      id: 3,
      data: { slug: 'about', title: 'About' },
      previousData: { id: 3, updated: 42 },
      meta: { locals: 'EN' },
    });
    expect(browser.requests.map((request) => [request.method, request.url, request.body, request.headers['If-Match']])).toEqual([
      ['POST', '/api/admin/page', { slug: 'team', title: 'Team', locals: 'EN' }, undefined],
      ['PUT', '/api/admin/page', { slug: 'about', title: 'About', locals: 'EN', id: 3 }, '"42"'],
    ]);
  });

  it('deletes with the version of the record shown, none when it has none', async () => {
    const { browser, provider } = setup();
    await provider.delete('pages', { id: 3, previousData: { id: 3, updated: 42 } });
    await provider.delete('pages', { id: 5, previousData: { id: 5 } });
    expect(browser.requests.map((request) => [request.method, request.url, request.headers['If-Match']])).toEqual([
      ['DELETE', '/api/admin/page/3', '"42"'],
      ['DELETE', '/api/admin/page/5', undefined],
    ]);
  });

  it('refuses a per-language form field that is not stored', () => {
    expect(() =>
      defineResource(schema, {
        ...pages.config,
        store: { table: 'pages', fields: ['slug'], order: { field: 'slug', order: 'ASC' } },
      }),
    ).toThrow('pages: per-language fields missing from store.fields: title');
  });
});
