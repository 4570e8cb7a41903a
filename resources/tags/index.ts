// Tags (002 §2 "Tags"): articles of typ TAG, listed in the ADMIN menu and edited by the article
// editor configured for them.
import type { ScreenDefinition } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'tags', path: '/admin/tags', roles: [...CONTENT_STAFF], paths: { REDACTOR: '/redactor/tags' }, list: { perPage: 15 } },
    load: () => import('./TagList'),
    // Tags are articles: their list's calls are the articles'.
    calls: ['articles'],
  },
  {
    config: { name: 'tagEditor', path: '/admin/tags/edit/:id', roles: ['ADMIN', 'REDACTOR'], list: {}, menu: false },
    load: () => import('../../src/pages/articleEditor/ArticleEditorPage'),
    calls: ['articles', 'authors'],
  },
];
