// The history list on the wire: zero-based pages, the filters under their names, and days sent
// as the epoch ms of local midnights (the last day included, `to` exclusive).
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { fakeBrowser } from './fakeFetch';
import { createHttp } from './http';
import { createDataProvider } from './index';

describe('history list call', () => {
  it('sends page, size, the filters and the days as local midnights', async () => {
    const browser = fakeBrowser('token');
    const item = {
      id: 9,
      at: 1,
      userId: 1,
      userEmail: 'a@b.c',
      ip: null,
      entity: 'cities',
      entityId: '2',
      action: 'update',
      changes: null,
    };
    browser.answer('GET /api/admin/history', 200, { items: [item], total: 51 });
    const provider = createDataProvider(createHttp(browser.env), endpoints);
    const filter = { userId: '1', entity: 'cities', entityId: '2', action: '', from: '2026-11-01', to: '2026-11-24' };
    const page = await provider.getList('history', { pagination: { page: 2, perPage: 50 }, filter, sort: { field: 'at', order: 'DESC' } });
    expect(page).toEqual({ data: [item], total: 51 });
    const query = new URL(browser.requests[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      size: '50',
      userId: '1',
      entity: 'cities',
      entityId: '2',
      from: String(new Date(2026, 10, 1).getTime()),
      to: String(new Date(2026, 10, 25).getTime()),
    });
  });
});
