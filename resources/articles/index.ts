// Articles (002 §2 "Articles", "Article editor"): the tabbed list in the ADMIN menu, the same list
// as the REDACTOR's landing page (/redactor/articles), and the editor reached from them.
import type { ScreenDefinition } from '../../common/resource';

const list = () => import('./ArticleList');
const editor = () => import('../../src/pages/articleEditor/ArticleEditorPage');

export const screens: ScreenDefinition[] = [
  { config: { name: 'articles', path: '/admin/articles', roles: ['ADMIN', 'REDACTOR'], list: { perPage: 15 } }, load: list },
  { config: { name: 'articlesRedactor', path: '/redactor/articles', roles: ['REDACTOR'], list: { perPage: 15 } }, load: list },
  {
    config: { name: 'articleEditor', path: '/admin/articles/edit/:id', roles: ['ADMIN', 'REDACTOR'], list: {}, menu: false },
    load: editor,
  },
];
