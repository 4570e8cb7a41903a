// Articles (002 §2 "Articles", "Article editor"): the tabbed list in the ADMIN menu, the same list
// as the REDACTOR's landing page (/redactor/articles), and the editor reached from them.
import type { ScreenDefinition } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';

const list = () => import('./ArticleList');
const editor = () => import('../../src/pages/articleEditor/ArticleEditorPage');

export const screens: ScreenDefinition[] = [
  {
    config: {
      name: 'articles',
      path: '/admin/articles',
      roles: [...CONTENT_STAFF],
      paths: { REDACTOR: '/redactor/articles' },
      list: { perPage: 15 },
    },
    load: list,
  },
  {
    config: { name: 'articleEditor', path: '/admin/articles/edit/:id', roles: ['ADMIN', 'REDACTOR'], list: {}, menu: false },
    load: editor,
    // The author fields.
    calls: ['authors'],
  },
];
