// Articles (002 §2 "Articles", "Article editor"): the tabbed list in the ADMIN menu, the same list
// as the REDACTOR's landing page (/redactor/articles), and the editor reached from them. The list
// is a declaration: a tab per type (the chosen one remembered in this browser), the search that
// opens an article, the category and hub filters, 15 articles a page; the tab, the filters and the
// page are in the address. Each name opens the article's editor, as does the tab's add button for
// a new article of its type.
import { type AnyScreen, defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { ARTICLE_TABS } from '../../schemas/fields/articleTypes';

const EDITOR = '/admin/articles/edit/:id';
const column = (source: string, display?: string) => ({ source, display, label: `app.articles.columns.${source}` });

export const screens: AnyScreen[] = [
  // The list edits nothing itself: its records are edited on the editor's page (no form fields).
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'articles',
    path: '/admin/articles',
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/articles' },
    list: {
      view: 'table',
      tabs: { source: 'typ', values: ARTICLE_TABS, labels: 'app.articles.types', label: 'app.articles.tabs', remember: true },
      search: { call: 'searchArticles', query: 'query', tab: 'type', items: 'items', label: 'app.articles.search' },
      filters: [
        {
          source: 'category',
          widget: 'checkboxes',
          label: 'app.articles.filters.categories',
          choices: { resource: 'categories', optionText: 'names.{LANG}', where: { active: true }, byName: true },
        },
        {
          source: 'hub',
          widget: 'checkboxes',
          label: 'app.articles.filters.hubs',
          choices: { resource: 'hubs', optionText: 'name.{LANG}' },
        },
      ],
      leading: [column('id')],
      title: 'name',
      titleDisplay: 'articleName',
      titleTo: EDITOR,
      addTo: `${EDITOR.replace(':id', '0')}?typ={typ}`,
      columns: [
        column('langRating', 'langRating'),
        column('published', 'articlePublished'),
        column('slug'),
        column('image', 'articleImage'),
        column('updated', 'datetime'),
      ],
      // The server's order (newest first): the call takes none.
      sort: { field: 'id', order: 'DESC' },
      perPage: 15,
    },
    form: { mode: 'modal', sections: [] },
    messages: { add: 'app.articles.add', empty: 'app.articles.empty' },
  }),
  {
    config: { name: 'articleEditor', path: EDITOR, roles: ['ADMIN', 'REDACTOR'], list: {}, menu: false },
    load: () => import('../../src/pages/articleEditor/ArticleEditorPage'),
    // The author fields.
    calls: ['authors'],
  },
];
