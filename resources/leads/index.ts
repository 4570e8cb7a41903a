// The manager's leads (002 §2 "Leads"): the MANAGER's landing page and only menu item, a screen of
// its own (LeadList.tsx), 50 leads a page, opened on page 1 from the menu.
import { LEADS_PER_PAGE } from '../../common/leadStates';
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'leads', path: '/manager/leads', roles: ['MANAGER'], list: { perPage: LEADS_PER_PAGE } },
    load: () => import('./LeadList'),
  },
];
