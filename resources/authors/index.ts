// Authors (002 §2 "Authors": /admin/authors lists them, /admin/authors/{id} edits one; 0 = a new
// one, ?doctor=1 for a doctor): screens of their own (src/pages/authors) for the content staff,
// the REDACTOR's under /redactor/ (docs/decisions.md "The REDACTOR role").
import type { ScreenDefinition } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'authors', path: '/admin/authors', roles: [...CONTENT_STAFF], paths: { REDACTOR: '/redactor/authors' }, list: {} },
    load: () => import('../../src/pages/authors/AuthorsPage'),
  },
  {
    config: {
      name: 'authorEdit',
      path: '/admin/authors/:id',
      roles: [...CONTENT_STAFF],
      paths: { REDACTOR: '/redactor/authors/:id' },
      list: {},
      menu: false,
    },
    load: () => import('../../src/pages/authors/AuthorEditPage'),
  },
];
