// The hubs' declared calls (calls.ts) on the wire through react-admin's methods and the priority
// call, as the endpoint table sent them before (issue 24): the list with the names and SEO texts
// flattened for the form (absent ones empty), the save as form fields with the record's id, and
// the priority as hubId and priority.
import { describe, expect, it } from 'vitest';
import { declaredProvider } from '../../src/testing/declaredProvider';

const setup = () => declaredProvider({ hubs: () => import('./calls') }, { hubs: 'hubs' });

describe('the hubs’ declared calls', () => {
  it('getMany keeps the asked ids of the list', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/hubslist', 200, {
      hubs: [
        { id: 1, name: { RU: 'Юг', EN: 'South' } },
        { id: 2, name: {} },
      ],
    });
    const { data } = await provider.getMany('hubs', { ids: ['2'] });
    expect(data).toEqual([{ id: 2, name: {}, nameRU: '', nameEN: '', seoRU: '', seoEN: '' }]);
    expect(browser.requests[0].url).toBe('/api/admin/hubslist');
  });

  it('update posts the record id and merges the answer into the previous record', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/savehub', 200, { id: 5 });
    const previousData = { id: 5, slug: 'old', priority: 1 };
    const saved = await provider.update('hubs', {
      id: 5,
      data: { slug: 'south', nameRU: 'Юг', nameEN: 'South', seoRU: '', seoEN: '' },
      previousData,
    });
    expect(browser.requests[0].body).toMatchObject({ id: '5', slug: 'south', seoRU: '' });
    expect(saved.data).toMatchObject({ id: 5, slug: 'south', priority: 1 });
  });

  it('create sends id 0 and no version', async () => {
    const { browser, provider } = setup();
    browser.answer('POST /api/admin/savehub', 200, { id: 6 });
    const saved = await provider.create('hubs', { data: { slug: 'north', nameRU: 'Север', nameEN: 'North', updated: 5 } });
    expect(browser.requests[0].body).toEqual({ id: '0', slug: 'north', nameRU: 'Север', nameEN: 'North' });
    expect(browser.requests[0].headers['If-Match']).toBeUndefined();
    expect(saved.data.id).toBe(6);
  });

  it('setHubPriority posts hubId and priority', async () => {
    const { browser, provider } = setup();
    await provider.setHubPriority({ hubId: 4, priority: 0 });
    expect(browser.requests.map((r) => [r.url, r.body])).toEqual([['/api/admin/hubpriority', { hubId: '4', priority: '0' }]]);
  });

  it('offers no call the API does not document', async () => {
    const { provider } = setup();
    await expect(provider.delete('hubs', { id: 1 })).rejects.toThrow('not part of the documented API');
    await expect(provider.deleteMany('hubs', { ids: [1] })).rejects.toThrow('not part of the documented API');
  });
});
