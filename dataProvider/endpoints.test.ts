// The clinics and agents entries of the endpoint table, as the wire sees them.
import { describe, expect, it } from 'vitest';
import { wireAgents, wireClinics } from '../src/testing/clinicsBrowser';
import { clinicCalls, endpoints, syncStepCall } from './endpoints';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';
import { createDataProvider } from './index';

function setup() {
  const browser = fakeBrowser('token');
  return { browser, provider: createDataProvider(createHttp(browser.env), endpoints) };
}

describe('clinics and agents calls', () => {
  it('clinicslist: filters under their wire names, zero-based page, extras merged into each clinic', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/clinicslist', 200, wireClinics);
    const page = await provider.getList('clinics', {
      pagination: { page: 2, perPage: 15 },
      filter: { q: '', cityId: '3', cId: '', sid: '', loc: 'RU', hideDeactive: 'true' },
    });
    expect(browser.requests[0].url).toBe('/api/admin/clinicslist?cityId=3&locals=RU&hideDeactive=true&page=1&size=15');
    expect(page.total).toBe(31);
    expect(page.data[0]).toMatchObject({
      id: 12,
      modules: [{ module: 'MAIN', connection: 'PAYD', state: 'ON' }],
      doctorsQty: { visible: 3, total: 5 },
      reviewsQty: { visible: 10, total: 12 },
    });
  });

  it('agentslist: each agent with its clinic count, 0 when superCounts omits it', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/agentslist', 200, wireAgents);
    const page = await provider.getList('agents', { pagination: { page: 1, perPage: 15 } });
    expect(browser.requests[0].url).toBe('/api/admin/agentslist?page=0&size=15');
    expect(page.data.map((agent) => [agent.id, agent.clinics])).toEqual([
      [1, 30],
      [2, 0],
    ]);
    expect(page.total).toBe(2);
  });

  it('actions carry the documented bodies: toggleclinic multipart, the others JSON', async () => {
    const { browser, provider } = setup();
    await provider.action('clinics', 'visibility', { id: 'h1', value: { locals: 'EN', visible: false } });
    await provider.action('clinics', 'directLead', { id: 'h1', value: true });
    await provider.action('clinics', 'superagent', { id: 'h1', value: null });
    await provider.action('agents', 'makeMain', { id: 4, value: 'a4' });
    await provider.action('agents', 'sendClinics', { id: 4, value: 5 });
    expect(browser.requests.map((r) => [r.url, r.headers['Content-Type'] ?? 'multipart', r.body])).toEqual([
      ['/api/admin/toggleclinic', 'multipart', { hash: 'h1', locals: 'EN', visible: 'false' }],
      ['/api/admin/toggledlead', 'application/json', { hash: 'h1', dLead: true }],
      ['/api/admin/setsuperagent', 'application/json', { hash: 'h1', agentId: null }],
      ['/api/admin/setmainagent', 'application/json', { id: 4, uuid: 'a4' }],
      ['/api/admin/sendclinics', 'application/json', { fromA: 4, toA: 5 }],
    ]);
  });

  it('names the screen’s other calls', () => {
    expect(clinicCalls.names('Мед')).toEqual({ path: '/api/admin/getclinicnames', query: { query: 'Мед' } });
    expect(clinicCalls.preview('h/1')).toEqual({ path: '/api/admin/getclinicpreviewhash/h%2F1' });
    expect(clinicCalls.allCategories()).toEqual({ path: '/api/admin/allcategories' });
    expect(syncStepCall('clinics')).toEqual({ method: 'POST', path: '/api/admin/sync/clinics' });
  });
});
