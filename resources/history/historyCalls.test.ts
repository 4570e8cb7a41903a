// The history list on the wire (resources/history/calls.ts through the data provider): zero-based
// pages, the filters under their names, and days sent as the epoch ms of local midnights (the
// last day included, `to` exclusive); the facets as a named method.
import { describe, expect, it } from 'vitest';
import { dayOf, midnight } from '../../src/engine/list/filters/DayFilter';
import { declaredProvider } from '../../src/testing/declaredProvider';

const setup = () => declaredProvider({ history: () => import('./calls') }, { history: 'history' });

const item = { id: 9, at: 1, userId: 1, userEmail: 'a@b.c', ip: null, entity: 'cities', entityId: '2', action: 'update', changes: null };

describe('history calls', () => {
  it('sends page, size, the filters and the days as local midnights', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/history', 200, { items: [item], total: 51 });
    // The day filters keep the times they stand for (DayFilter): the first day's midnight, and the
    // midnight after the last day.
    const filter = { userId: '1', entity: 'cities', entityId: '2', from: midnight('2026-11-01'), to: midnight('2026-11-24', 1) };
    const page = await provider.getList('history', { pagination: { page: 2, perPage: 50 }, filter, sort: { field: 'at', order: 'DESC' } });
    expect(page).toMatchObject({ data: [item], total: 51 });
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

  it('reads a record’s own history by its entity and id', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/history/record', 200, { items: [item], total: 1 });
    const page = await provider.getList('recordHistory', {
      pagination: { page: 1, perPage: 10 },
      filter: { entity: 'cities', entityId: '2' },
    });
    expect(page).toMatchObject({ data: [item], total: 1 });
    const url = new URL(browser.requests[0].url, 'http://x');
    expect(url.pathname).toBe('/api/history/record');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '0', size: '10', entity: 'cities', entityId: '2' });
  });

  it('keeps no day that is not a date, and shows a kept time as its day again', () => {
    expect(midnight('2026-13')).toBeUndefined();
    expect(midnight('')).toBeUndefined();
    expect(dayOf(midnight('2026-11-24', 1), -1)).toBe('2026-11-24');
    expect(dayOf(midnight('2026-01-01'))).toBe('2026-01-01');
    expect(dayOf(undefined)).toBe('');
  });

  it('reads the facets', async () => {
    const { browser, provider } = setup();
    const facets = { users: [{ id: 1, email: 'a@b.c' }], entities: ['cities'], actions: ['update'] };
    browser.answer('GET /api/admin/history/facets', 200, facets);
    expect(await provider.historyFacets()).toEqual(facets);
    expect(browser.requests[0]).toMatchObject({ method: 'GET', url: '/api/admin/history/facets' });
  });
});
