// The leads' entries of the endpoint table as the wire sees them (dataProvider/leadCalls.ts), and the
// move table the screen's buttons follow (common/leadStates.ts).
import { describe, expect, it } from 'vitest';
import { movesOf } from '../common/leadStates';
import { endpoints } from './endpoints';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';
import { createDataProvider } from './index';

function setup() {
  const browser = fakeBrowser('token');
  return { browser, provider: createDataProvider(createHttp(browser.env), endpoints) };
}

const lead = { id: 7, state: 'NEW', updated: 1700, clinicId: 3, doctorId: null, clinicSentId: 4, agentSentId: 9 };

describe('leads calls', () => {
  it('sends the tab, filters and zero-based page, and names each lead’s clinics, doctor and agent', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/manager/leads', 200, {
      leads: [lead],
      clinics: [
        { id: 3, name: 'Боткин' },
        { id: 4, name: 'Сердце' },
      ],
      doctors: [],
      agents: [{ id: 9, name: 'Агент' }],
      total: 51,
    });
    const page = await provider.getList('leads', {
      pagination: { page: 2, perPage: 50 },
      filter: { state: 'UNDERWAY', clinics: '3', doctors: '', agents: '' },
    });
    expect(browser.requests[0].url).toBe('/api/manager/leads?state=UNDERWAY&clinics=3&page=1&size=50');
    expect(page.total).toBe(51);
    expect(page.data[0]).toMatchObject({ clinicName: 'Боткин', doctorName: undefined, clinicSentName: 'Сердце', agentSentName: 'Агент' });
  });

  it('moves a lead with the version shown as If-Match', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/manager/lead/7/take', 200, { lead: { ...lead, state: 'UNDERWAY' } });
    await provider.action('leads', 'take', { id: 7, value: null, version: 1700 });
    expect(browser.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/manager/lead/7/take', headers: { 'If-Match': '"1700"' } });
  });

  it('offers each state only its moves', () => {
    expect(movesOf('NEW')).toEqual(['take', 'inquiry', 'delete']);
    expect(movesOf('UNDERWAY')).toEqual(['inquiry', 'delete']);
    expect(movesOf('INQUIRY')).toEqual(['delete']);
    expect(movesOf('DELETED')).toEqual(['restore']);
  });
});
