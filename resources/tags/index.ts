// Tags (002 §2 "Tags"): articles of typ TAG, listed in the content staff's menu and edited by the
// article editor configured for them. The list is a declaration: 15 a page (the page in the
// address), newest first; each name opens the tag's editor, as does Create for a new one (the
// editor's own screen below).
import { type AnyScreen, defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';

const EDITOR = '/admin/tags/edit/:id';

export const screens: AnyScreen[] = [
  // The list edits nothing itself: its records are edited on the editor's page (no form fields).
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'tags',
    path: '/admin/tags',
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/tags' },
    list: {
      view: 'table',
      title: 'name',
      titleDisplay: 'articleName',
      titleTo: EDITOR,
      addTo: EDITOR.replace(':id', '0'),
      columns: [
        { source: 'id' },
        { source: 'langRating', display: 'langRating' },
        { source: 'published', display: 'tagPublished' },
        { source: 'slug' },
        { source: 'updated', display: 'datetime' },
      ],
      // The server's order (newest first): the call takes none.
      sort: { field: 'id', order: 'DESC' },
      perPage: 15,
    },
    form: { mode: 'modal', sections: [] },
    messages: { add: 'app.articles.tags.create', empty: 'app.articles.tags.empty' },
  }),
  {
    config: { name: 'tagEditor', path: EDITOR, roles: ['ADMIN', 'REDACTOR'], list: {}, menu: false },
    load: () => import('../../src/pages/articleEditor/ArticleEditorPage'),
    calls: ['articles', 'authors'],
  },
];
