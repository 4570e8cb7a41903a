// Tags (002 §2 "Tags"): articles of typ TAG, listed in the content staff's menu and edited by the
// article's form (resources/articles/articleForm.ts) with their own `tags` field. The list: 15 a
// page (the page in the address), newest first; each name opens the tag's editor, a record page at
// /admin/tags/edit/{id}, as does Create for a new one (0); once saved, it returns to the list.
import { defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { tagProperties } from '../../schemas/fields/article';
import { LANG_RATING, nameAndLinks, published } from '../articles';
import { articleDefaults, articleSections } from '../articles/articleForm';

const EDITOR = '/admin/tags/edit/:id';

export const screens = [
  defineResource({ type: 'object', properties: tagProperties } as const, {
    name: 'tags',
    path: '/admin/tags',
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/tags' },
    list: {
      view: 'table',
      title: 'name',
      titleDisplay: 'lines',
      titleOptions: nameAndLinks(EDITOR),
      titleTo: EDITOR,
      addTo: EDITOR.replace(':id', '0'),
      columns: [
        { source: 'id' },
        LANG_RATING,
        published({ display: 'flag', options: { switch: true, name: 'app.articles.tags.publishedState' } }),
        // The form's label of the slug says more (a blank one is made from the name).
        { source: 'slug', label: 'app.articles.columns.slug' },
        { source: 'updated', display: 'datetime' },
      ],
      // The server's order (newest first): the call takes none.
      sort: { field: 'id', order: 'DESC' },
      perPage: 15,
    },
    // Served by the declared calls of calls.ts (server/routes/articleEditor.ts): one save, id 0 a new one.
    offers: ['create', 'update'],
    form: {
      mode: 'page',
      path: EDITOR,
      schemaFor: async () => (await import('../../schemas/tag')).tagSchema,
      // A tag is an article row of its own type: its history is recorded as the articles'.
      historyEntity: 'articles',
      sections: articleSections(true),
      defaults: articleDefaults('TAG'),
      exits: { created: '/admin/tags', edited: '/admin/tags' },
      // Tags are articles: one id space, one presence page.
      presence: 'article',
    },
    messages: {
      add: 'app.articles.tags.create',
      empty: 'app.articles.tags.empty',
      createTitle: 'app.articles.newTag',
      editTitle: 'app.articles.editTag',
      back: 'app.articles.back',
    },
  }),
];
