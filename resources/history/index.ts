// The history of changes (issue 11 §6) in the ADMIN menu: every recorded change and security
// event, filtered by user, entity, action and dates (docs/decisions.md "History screen").
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'history', path: '/admin/history', roles: ['ADMIN'], list: { perPage: 50 } },
    load: () => import('./HistoryList'),
  },
];
