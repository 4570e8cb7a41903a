// The video library (002 §2 "Video library": /admin/video): a screen of its own
// (src/pages/video) for the content staff, the REDACTOR's at /redactor/video (docs/decisions.md
// "The REDACTOR role").
import type { ScreenDefinition } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'video', path: '/admin/video', roles: [...CONTENT_STAFF], paths: { REDACTOR: '/redactor/video' }, list: {} },
    load: () => import('../../src/pages/video/VideoPage'),
    // The clinic, direction and specialisation pickers read the clinics' list and reference data.
    calls: ['clinics'],
  },
];
