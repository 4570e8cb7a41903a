// The history screen's filters, by their query-string names (the wire's names too): a link such
// as /admin/history?entity=cities&entityId=12 opens one record's history. Days are YYYY-MM-DD in
// the URL and epoch ms on the wire: from the first day's local midnight to the midnight after the
// last day (exclusive).
import type { QueryFilter } from '../../src/engine/list/useQueryStringList';

/** Local midnight of a day written YYYY-MM-DD, `days` later; undefined for no day. */
export function midnight(day: string, days = 0): number | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days).getTime();
}

export const HISTORY_FILTERS: readonly QueryFilter[] = [
  { name: 'userId' },
  // A record's id means something only within its entity.
  { name: 'entity', clears: ['entityId'] },
  { name: 'entityId' },
  { name: 'action' },
  { name: 'from', wire: (day) => midnight(day) },
  { name: 'to', wire: (day) => midnight(day, 1) },
];
