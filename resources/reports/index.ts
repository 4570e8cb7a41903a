// Reports (002 §2 "Reports", /admin/reports in the ADMIN menu): the general clinics report's
// download (ReportsPage.tsx).
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'reports', path: '/admin/reports', roles: ['ADMIN'], list: {} },
    load: () => import('./ReportsPage'),
  },
];
