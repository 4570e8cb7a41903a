/**
 * The SEO pages' calls (002 §7 "SEO pages", docs/api.md "SEO pages"), used by src/pages/seoPages:
 *
 * tree     => GET  /api/admin/getseopages  locals, cityId ('' = all cities)
 *             -> { [categoryId]: { [specialtyId | 0]: { cc, ccv, seo, main, slug1, id, slug, visible } } }
 * page     => GET  /api/admin/seopage  cid, sid, ct, locals  -> the page (id null before its first save)
 * save     => POST /api/admin/seopage  JSON cid, sid, ct, locals + the SEO fields, author, authorEditor;
 *             If-Match: the language's `updated` as loaded; 400 { error: { field: [..] } }; 409 when stale
 * saveMain => POST /api/admin/seopage/savemain  JSON id, locals, v  -> { id, locals, main }
 * diseases => GET  /api/admin/seopages/diseases  query (ours)  -> { diseases: [{ id, name, active }] }
 * authors  => GET  /api/admin/author/all  -> { authors: [{ id, isDoctor, firstName, lastName, ... }] }
 */
import type { EditLang } from '../common/lang';
import type { HttpRequest } from './http';

export type SeoPlace = { cid: number; sid: number | null; ct: number | null };
export type SeoPage = SeoPlace & Record<string, unknown> & { id: number | null; updated: number; visible: boolean; slug1: string };
export type Disease = { id: number; name: string; active: boolean };
export type Author = { id: number; isDoctor: boolean; firstName: string; lastName: string };

const placeQuery = ({ cid, sid, ct }: SeoPlace) => ({ cid, sid: sid ?? '', ct: ct ?? '' });

export const seoPageCalls = {
  tree: (locals: EditLang, cityId: number | null): HttpRequest => ({
    path: '/api/admin/getseopages',
    query: { locals, cityId: cityId ?? '' },
  }),
  page: (place: SeoPlace, locals: EditLang): HttpRequest => ({ path: '/api/admin/seopage', query: { ...placeQuery(place), locals } }),
  save: (body: Record<string, unknown>, version?: number): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/seopage',
    encoding: 'json',
    errorsAt: 'error',
    body,
    version,
  }),
  saveMain: (id: number, locals: EditLang, v: boolean): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/seopage/savemain',
    encoding: 'json',
    body: { id, locals, v },
  }),
  diseases: (query: string): HttpRequest => ({ path: '/api/admin/seopages/diseases', query: { query } }),
  authors: (): HttpRequest => ({ path: '/api/admin/author/all' }),
};
