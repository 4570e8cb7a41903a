// The clinics list's calls on the wire (resources/clinics/listCalls.ts through the data provider),
// as the endpoint table sent them before: the list's filters under their wire names and its
// zero-based page, with each clinic's extras from the answer's maps (the declaration's row joins);
// the row actions' bodies
// (toggleclinic as form data, the others JSON, no superagent as null); the other reads.
import { describe, expect, it } from 'vitest';
import type { ListConfig } from '../../common/resource';
import { joinRecord } from '../../common/rowJoins';
import { wireClinics } from '../../src/testing/clinicsBrowser';
import { declaredProvider } from '../../src/testing/declaredProvider';
import { screens } from '.';

const setup = () => declaredProvider({ clinics: () => import('./calls') }, { clinics: 'clinics' });

/** A clinic as the list's cells see it: the page's record joined with the answer's maps. */
const joins = (screens[0].config.list as ListConfig).joins ?? {};
const withExtras = (clinic: object, sides: object) => joinRecord(clinic, joins, sides as never, {}, 'ru');

describe('clinics list calls', () => {
  it('clinicslist: filters under their wire names, zero-based page, extras merged into each clinic', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/clinicslist', 200, wireClinics);
    const page = await provider.getList('clinics', {
      pagination: { page: 2, perPage: 15 },
      filter: { q: '', cityId: '3', cId: '', sid: '', loc: 'RU', hideDeactive: 'true' },
    });
    expect(browser.requests[0].url).toBe('/api/admin/clinicslist?cityId=3&locals=RU&hideDeactive=true&page=1&size=15');
    expect(page.total).toBe(31);
    expect(withExtras(page.data[0], page.meta.sides)).toMatchObject({
      id: 12,
      modules: [{ module: 'MAIN', connection: 'PAYD', state: 'ON' }],
      doctorsQty: { visible: 3, total: 5 },
      reviewsQty: { visible: 10, total: 12 },
    });
  });

  it('gives a clinic the maps leave out no modules and zero counts', () => {
    const clinic = withExtras({ ...wireClinics.clinics[0], id: 99 }, {});
    expect(clinic).toMatchObject({ modules: [], doctorsQty: { visible: 0, total: 0 }, reviewsQty: { visible: 0, total: 0 } });
  });

  it('actions carry the documented bodies: toggleclinic multipart, the others JSON', async () => {
    const { browser, provider } = setup();
    await provider.toggleClinic({ hash: 'h1', locals: 'EN', visible: false });
    await provider.toggleDirectLead({ hash: 'h1', dLead: true });
    await provider.setSuperAgent({ hash: 'h1', agentId: null });
    expect(browser.requests.map((r) => [r.url, r.headers['Content-Type'] ?? 'multipart', r.body])).toEqual([
      ['/api/admin/toggleclinic', 'multipart', { hash: 'h1', locals: 'EN', visible: 'false' }],
      ['/api/admin/toggledlead', 'application/json', { hash: 'h1', dLead: true }],
      ['/api/admin/setsuperagent', 'application/json', { hash: 'h1', agentId: null }],
    ]);
  });

  it('posts a synchronisation step without a body, its name in the path', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/sync/clinics', 200, { message: 'ok', error: null, callback: null });
    expect(await provider.syncStep({ step: 'clinics' })).toEqual({ message: 'ok', error: null, callback: null });
    expect(browser.requests[0]).toMatchObject({ method: 'POST', url: '/api/admin/sync/clinics', body: undefined });
  });

  it('reads the names, the preview link, the reference data and one clinic', async () => {
    const { browser, provider } = setup();
    await provider.clinicNames({ query: 'Мед' });
    await provider.clinicPreviewLink({ hash: 'h/1' });
    await provider.allCategories();
    await provider.getClinic({ hash: 'h1' });
    expect(browser.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /api/admin/getclinicnames?query=${encodeURIComponent('Мед')}`,
      'GET /api/admin/getclinicpreviewhash/h%2F1',
      'GET /api/admin/allcategories',
      'GET /api/admin/getclinic?hash=h1',
    ]);
  });
});
