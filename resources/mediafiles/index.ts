// The media library (001 §2 "Media library", 002 §2 /admin/media in the ADMIN menu): a screen of its
// own (src/pages/mediaLibrary), 50 files a page; the menu opens it on page 1. The REDACTOR's too,
// at /redactor/media (docs/decisions.md "The REDACTOR role").
import type { ScreenDefinition } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';

export const screens: ScreenDefinition[] = [
  {
    config: {
      name: 'mediafiles',
      path: '/admin/media',
      roles: [...CONTENT_STAFF],
      paths: { REDACTOR: '/redactor/media' },
      list: { perPage: 50 },
    },
    load: () => import('../../src/pages/mediaLibrary/MediaLibraryPage'),
    // The edit modal lists the articles that use a file (the articles list).
    calls: ['articles'],
  },
];
