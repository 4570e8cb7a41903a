// SEO pages (002 §2 "SEO pages"; the ADMIN landing page): the category tree with its counters and
// the page editor, a screen of its own (src/pages/seoPages).
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'seopages', path: '/admin/seopages', roles: ['ADMIN'], list: {} },
    load: () => import('../../src/pages/seoPages/SeoPagesPage'),
    // The page's author fields list the authors.
    calls: ['authors'],
  },
];
