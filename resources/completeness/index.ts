// The completeness of the whole directory (issue 12, point 10) in the ADMIN menu: per profile
// section and language, how many clinics are complete, stale or incomplete, each number a link to
// the clinics list filtered to them (docs/decisions.md "Completeness view").
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'completeness', path: '/admin/completeness', roles: ['ADMIN'], list: {} },
    load: () => import('./CompletenessPage'),
  },
];
