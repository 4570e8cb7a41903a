// The articles' and tags' calls (002 §7 "Articles and tags"; docs/api.md "Articles and tags"), for
// the content staff (ADMIN and REDACTOR, docs/decisions.md "The REDACTOR role"): the articles list
// (the tabs with their category and hub filters, and with mediaId the media library's "used by"),
// served by server/routes/articles.ts; the editors' load and save of an article or a tag (form
// bodies, field errors under `errors`, If-Match), the search by a word start of the name or by id,
// and a saved article's preview link, served by server/routes/articleEditor.ts (a tag's page, its
// load and its save are resources/tags/calls.ts). The declarations (resources/articles, resources/tags)
// call them through the data provider.
import { defineCalls } from '../../common/calls';
import { CONTENT_STAFF } from '../../common/roles';
import * as answers from '../../schemas/answers/articles';
import { previewLinkAnswer } from '../../schemas/answers/clinics';
import { articlesListAnswer } from '../../schemas/answers/mediaLibrary';
import { articleSchema, ARTICLE_TYPES as EDITED_TYPES } from '../../schemas/article';
import { rowIdParams } from '../../schemas/requests/common';

/** 002 §3 "Types", and TAG: tags are articles of that type (docs/data-model.md). */
export const ARTICLE_TYPES = [...EDITED_TYPES, 'TAG'] as const;

/** 002 §9: "articles 15" a page. */
export const ARTICLES_PAGE_SIZE = 15;

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    // 002 §9: the article lists of other screens ask up to 500 at once.
    size: { type: 'integer', minimum: 1, maximum: 500, default: 15 },
    typ: { enum: ARTICLE_TYPES },
    mediaId: { type: 'integer', minimum: 1 },
    // The tabs' filters (002 §2 "Articles"): articles linked to any of these categories or hubs.
    category: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 500 },
    hub: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 500 },
  },
} as const;

const searchQuery = {
  type: 'object',
  properties: { query: { type: 'string', maxLength: 256, default: '' }, type: { enum: ARTICLE_TYPES, default: 'ARTICLE' } },
} as const;

export const CONTENT = { area: 'Articles', access: CONTENT_STAFF, encoding: 'form', errorsAt: 'errors' } as const;
/** A page of articles or tags: zero-based `page` and `size`, the rows under `slice`. */
export const PAGED = { items: 'slice', total: 'total', page: 'page', size: 'size' } as const;

/** The articles' calls serve react-admin's 'articles': the list and one article. */
const ARTICLES = { ...CONTENT, resource: 'articles' } as const;

export const articleListCalls = defineCalls(ARTICLES, {
  listArticles: {
    method: 'GET',
    path: '/api/admin/articles/list',
    description:
      'A page of articles, newest first: of one type (`typ`), linked to any of the `category` or `hub` ids (or marked "all"), or using the media file `mediaId`.',
    query: listQuery,
    answer: articlesListAnswer,
    paging: PAGED,
    resource: 'getList',
  },
});

export const articleEditorCalls = defineCalls(ARTICLES, {
  getArticle: {
    method: 'GET',
    path: '/api/admin/article/get',
    description: 'One article as its editor loads it; 404 for a tag or an unknown id.',
    query: rowIdParams,
    answer: answers.articleGetAnswer,
    resource: 'getOne',
    one: { key: 'article' },
  },
  saveArticle: {
    method: 'POST',
    path: '/api/admin/article/save',
    description: 'Saves an article (id 0 creates one); lists as repeated fields; the history records the change.',
    body: articleSchema,
    answer: answers.articleSavedAnswer,
    version: true,
    resource: ['create', 'update'],
  },
  searchArticles: {
    method: 'GET',
    path: '/api/admin/searchArticles',
    description:
      'At most 20 articles of a type whose name has a word starting with the query (any case, RU/EN), or whose id it is; none for a query of 2 characters or less.',
    query: searchQuery,
    answer: answers.searchArticlesAnswer,
  },
  articlePreviewLink: {
    method: 'GET',
    path: '/api/admin/article/preview/:id',
    description: 'A link that opens the saved article as the portal would show it (/preview/article/{token}, 10 minutes).',
    params: rowIdParams,
    answer: previewLinkAnswer,
  },
});
