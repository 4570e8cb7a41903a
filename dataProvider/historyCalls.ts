/**
 * The history of changes (ours, docs/api.md "History"; ADMIN only):
 *
 * history getList => GET /api/admin/history?page=&size=&userId=&entity=&entityId=&action=&from=&to=
 *                    -> { items: [{ id, at, userId, userEmail, ip, entity, entityId, action,
 *                    changes: { field: [before, after] } | null }], total }, newest first.
 *                    `from` and `to` are days (YYYY-MM-DD) in the UI and epoch ms on the wire: from
 *                    the first day's local midnight to the midnight after the last day (exclusive).
 * historyCalls.facets => GET /api/admin/history/facets -> { users: [{ id, email }], entities, actions }
 */
import type { HttpRequest, QueryValue } from './http';
import type { ResourceEndpoints, WireBody } from './types';

/** Local midnight of a day written YYYY-MM-DD, `days` later; undefined for no day. */
function midnight(day: string, days = 0): QueryValue {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days).getTime();
}

export const historyEndpoints: ResourceEndpoints = {
  getList: {
    call: { path: '/api/admin/history' },
    paging: 'wire',
    filterValues: { from: (day) => midnight(day), to: (day) => midnight(day, 1) },
    rows: (body: WireBody) => (Array.isArray(body.items) ? body.items : []),
    total: (body: WireBody) => Number(body.total ?? 0),
  },
};

export interface HistoryFacets {
  users: { id: number; email: string | null }[];
  entities: string[];
  actions: string[];
}

export const historyCalls = {
  facets: (): HttpRequest => ({ path: '/api/admin/history/facets' }),
};
