/**
 * The articles and tags screens' calls (002 §7 "Articles and tags"; docs/api.md "Articles and
 * tags"), used by resources/articles, resources/tags and src/pages/articleEditor:
 *
 * list    => GET  /api/admin/articles/list  page (zero-based), size, typ, category*, hub*  -> { slice, total }
 * tags    => GET  /api/admin/tags  page (zero-based), size                               -> { slice, total }
 * search  => GET  /api/admin/searchArticles  query, type                                 -> { items: [{ id, name, str }] }
 * article => GET  /api/admin/article/get?id=                                             -> { article }
 * tag     => GET  /api/admin/tag/{id}                                                    -> { tag }
 * save    => POST /api/admin/article/save | /api/admin/tag  multipart, id 0 = new; If-Match: the loaded
 *            `updated`  -> { id, updated }; 400 { errors: { field: [..] } }; 409 when changed since
 * preview => GET  /api/admin/article/preview/{id}                                        -> { token, url }
 * reference: GET /api/admin/allcategories, /api/admin/hubslist, /api/rubrics; POST /api/admin/rubric;
 *            the authors' dropdowns read theirs through authorCalls.
 */
import type { HttpRequest } from './http';

export type ArticleKind = 'article' | 'tag';

/** An article of a list (002 §3 "Article (list item)"): id lists as brace-wrapped text. */
export interface ArticleListItem {
  id: number;
  typ: string;
  name: string;
  locals: string;
  rating: number | null;
  published: boolean;
  publishedDT: number;
  slug: string;
  imageName: string | null;
  updated: number;
  categories: string;
  specialties: string;
  rubrics: string;
  hubs: string;
  allCategories: boolean;
  allHubs: boolean;
}

export interface ArticleListPage {
  slice: ArticleListItem[];
  total: number;
}

/** An article or tag as its editor loads it (002 §3 "Article / tag (detail)"). */
export interface ArticleDetail extends Record<string, unknown> {
  id: number;
  typ: string;
  locals: string;
  publishedDT: string;
  media: { id: number; name: string; url: string; thumb: string } | null;
  updated: number;
}

/** 002 §9: "articles 15" a page. */
export const ARTICLES_PAGE_SIZE = 15;

export const articleCalls = {
  /** `page` as the UI counts it, from 1. */
  list: (typ: string, page: number, categories: number[], hubs: number[]): HttpRequest => ({
    path: '/api/admin/articles/list',
    query: { typ, page: page - 1, size: ARTICLES_PAGE_SIZE, category: categories, hub: hubs },
  }),
  tags: (page: number): HttpRequest => ({ path: '/api/admin/tags', query: { page: page - 1, size: ARTICLES_PAGE_SIZE } }),
  search: (query: string, type: string): HttpRequest => ({ path: '/api/admin/searchArticles', query: { query, type } }),
  get: (kind: ArticleKind, id: number): HttpRequest =>
    kind === 'tag' ? { path: `/api/admin/tag/${id}` } : { path: '/api/admin/article/get', query: { id } },
  save: (kind: ArticleKind, body: Record<string, unknown>, version?: number): HttpRequest => ({
    method: 'POST',
    path: kind === 'tag' ? '/api/admin/tag' : '/api/admin/article/save',
    body,
    encoding: 'multipart',
    errorsAt: 'errors',
    version,
  }),
  preview: (id: number): HttpRequest => ({ path: `/api/admin/article/preview/${id}` }),
  hubs: (): HttpRequest => ({ path: '/api/admin/hubslist' }),
  rubrics: (): HttpRequest => ({ path: '/api/rubrics' }),
  addRubric: (name: string, slug: string): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/rubric',
    body: { name, slug },
    encoding: 'multipart',
    errorsAt: 'root',
  }),
};
