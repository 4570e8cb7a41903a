// Articles (002 §2 "Articles", "Article editor"): the tabbed list in the ADMIN menu, the same list
// as the REDACTOR's landing page (/redactor/articles), and the editor reached from them. The list:
// a tab per type (the chosen one remembered in this browser), the search that opens an article,
// the category and hub filters, 15 articles a page; the tab, the filters and the page are in the
// address. Each name opens the article's editor, a record page at /admin/articles/edit/{id}, as
// does the tab's add button for a new article of its type (0, `?typ=`): one schema form checked
// in the browser and by the server (articleForm.ts), who else has it open, the preview of the saved
// article; a new one goes on at its own address once saved. Selected articles are published or
// withdrawn at once (issue 27 point 3).
import { bulkSpecs, defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { articleProperties } from '../../schemas/fields/article';
import { ARTICLE_TABS } from '../../schemas/fields/articleTypes';
import { articleDefaults, articleSections } from './articleForm';

const EDITOR = '/admin/articles/edit/:id';
const column = (source: string, display?: string) => ({ source, display, label: `app.articles.columns.${source}` });

/** An article's or tag's name, a link to its editor (`to`), over the names of what it is linked to
 * (002 §2): the catalogue's categories and specialties and the rubrics, as its form's pickers name them. */
export const nameAndLinks = (to: string) => ({
  lines: [
    { source: 'name', options: { to } },
    {
      source: 'categories',
      display: 'idNames',
      options: {
        picks: [
          { source: 'categories', reference: 'categories', optionText: 'names.{LANG}', options: { whole: true } },
          { source: 'specialties', reference: 'categories', optionText: 'names.{LANG}', options: { side: 'specialties' } },
          { source: 'rubrics', reference: 'rubrics', options: { whole: true } },
        ],
      },
    },
  ],
});

/** Whether an article or tag is published (`flag`: the articles' switch, or a tag's shown, not
 * changed: tags are published in their editor), and its publication day. */
export const published = (flag: object) => ({
  source: 'published',
  display: 'lines',
  options: {
    row: true,
    lines: [
      { source: 'published', ...flag },
      { source: 'publishedDT', display: 'datetime', options: { day: true } },
    ],
  },
});

/** An article's or tag's languages and, when it has one, its rating: "RU, EN, рейтинг 5" (tags too). */
export const LANG_RATING = {
  source: 'langRating',
  display: 'lines',
  options: {
    lines: [
      { source: 'locals', when: { equals: { rating: null } } },
      {
        source: 'rating',
        display: 'message',
        options: { message: 'app.articles.langRating', values: { locals: 'locals', rating: 'rating' }, nowrap: true },
        when: { differs: { rating: null } },
      },
    ],
  },
};

export const screens = [
  defineResource({ type: 'object', properties: articleProperties } as const, {
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
      titleDisplay: 'lines',
      titleOptions: nameAndLinks(EDITOR),
      titleTo: EDITOR,
      addTo: `${EDITOR.replace(':id', '0')}?typ={typ}`,
      columns: [
        { ...LANG_RATING, label: 'app.articles.columns.langRating' },
        { ...published({ display: 'articlePublished' }), label: 'app.articles.columns.published' },
        column('slug'),
        // The media file's thumbnail, decorative: the row's name says which article it is.
        { ...column('image', 'image'), options: { src: '/images/mediafile/thumb/{imageName}', frame: [72, 48] } },
        column('updated', 'datetime'),
      ],
      // Selected articles published or withdrawn at once, the flag alone (the editor's save publishes one).
      bulk: bulkSpecs('articles', ['publish', 'unpublish']),
      // The server's order (newest first): the call takes none.
      sort: { field: 'id', order: 'DESC' },
      perPage: 15,
    },
    // Served by the declared calls of calls.ts (server/routes/articleEditor.ts): one save, id 0 a new one.
    offers: ['create', 'update'],
    form: {
      mode: 'page',
      path: EDITOR,
      schemaFor: async () => (await import('../../schemas/article')).articleSchema,
      sections: articleSections(false),
      defaults: articleDefaults(ARTICLE_TABS[0]),
      exits: { created: EDITOR },
      preview: { label: 'app.articles.preview', call: 'articlePreviewLink' },
      presence: 'article',
    },
    messages: {
      add: 'app.articles.add',
      empty: 'app.articles.empty',
      createTitle: 'app.articles.newArticle',
      editTitle: 'app.articles.editArticle',
      back: 'app.articles.back',
    },
  }),
];
