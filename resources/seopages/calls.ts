// The SEO pages' calls (002 §7 "SEO pages"; docs/api.md "SEO pages"), ADMIN only: the tree of one
// city and language, one page in one language, its save (JSON, field errors under `error`;
// If-Match: the version of that language's texts), the main flag, and the disease search by
// Russian name (ours). Served by server/routes/seoPages.ts; the declaration's form reads a page with
// react-admin's getOne and saves it with create or update (one call: a page is stored by its place
// on its first save), the tree (views/SeoTreeView.tsx) makes the others through the data provider.
import { defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/seoPages';
import { flag, id, lang } from '../../schemas/requests/common';
import { seoPageSchema } from '../../schemas/seoPage';

/** '' (none) or an id, as the screen sends a place's optional parts. */
const optionalId = { type: 'string', pattern: '^\\d{0,9}$' } as const;

const treeQuery = { type: 'object', required: ['locals'], properties: { locals: lang, cityId: optionalId } } as const;
const pageQuery = {
  type: 'object',
  required: ['cid', 'locals'],
  properties: { cid: { type: 'string', pattern: '^[1-9]\\d{0,8}$' }, sid: optionalId, ct: optionalId, locals: lang },
} as const;
const mainBody = { type: 'object', required: ['id', 'locals', 'v'], properties: { id, locals: lang, v: flag } } as const;
const diseaseQuery = {
  type: 'object',
  required: ['query'],
  properties: { query: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

export const seoPageCalls = defineCalls(
  { area: 'SEO pages', resource: 'seopages', access: ['ADMIN'], encoding: 'json', errorsAt: 'error' },
  {
    seoTree: {
      method: 'GET',
      path: '/api/admin/getseopages',
      description:
        'The tree of a city (`cityId`; blank: all cities) in a language: by category id, then specialty id (0: the category’s own row), each row’s clinic counters and its page’s flags.',
      query: treeQuery,
      answer: answers.seoTreeAnswer,
    },
    getSeoPage: {
      method: 'GET',
      path: '/api/admin/seopage',
      description: 'The page of a place (`cid`, `sid`, `ct`; blank: none) in a language; `id` null before its first save.',
      query: pageQuery,
      answer: answers.seoPageAnswer,
      resource: 'getOne',
    },
    saveSeoPage: {
      method: 'POST',
      path: '/api/admin/seopage',
      description: 'Saves the page’s texts in a language (only its level’s slug); answers the saved page. The history records the change.',
      body: seoPageSchema,
      answer: answers.seoPageAnswer,
      version: true,
      resource: ['create', 'update'],
    },
    saveSeoPageMain: {
      method: 'POST',
      path: '/api/admin/seopage/savemain',
      description: 'Sets the page’s main flag in a language without changing its texts’ version; 404 for an unknown page.',
      body: mainBody,
      answer: answers.savedMainAnswer,
    },
    searchDiseases: {
      method: 'GET',
      path: '/api/admin/seopages/diseases',
      description: 'Up to 30 diseases whose Russian name starts with the query (any case, ё = е), by name.',
      query: diseaseQuery,
      answer: answers.diseaseSearchAnswer,
    },
  },
);
