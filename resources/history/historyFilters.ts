// The history screen's filters, by their query-string names (the wire's names too): a link such
// as /admin/history?entity=cities&entityId=12 opens one record's history. Days are YYYY-MM-DD.
import type { QueryFilter } from '../../src/engine/list/useQueryStringList';

export const HISTORY_FILTERS: readonly QueryFilter[] = [
  { name: 'userId' },
  // A record's id means something only within its entity.
  { name: 'entity', clears: ['entityId'] },
  { name: 'entityId' },
  { name: 'action' },
  { name: 'from' },
  { name: 'to' },
];
