// Answers of the SEO pages' calls (002 §3 "SEO page", §7 "SEO pages"; docs/api.md "SEO pages").
import { exact, flag, integer, nullableInteger, nullableText, text, version } from './common';

/** One row of the tree: counters of the city and language, and the page's flags when it exists. */
const treeEntry = exact({
  cc: { type: 'integer', description: 'Active clinics with a text in the language.' },
  ccv: { type: 'integer', description: 'Of those, the ones visible in the language.' },
  seo: { type: 'boolean', description: 'The page has a text (seo or seoLong) in the language.' },
  main: flag,
  slug1: { type: 'string', description: "The category page's slug1." },
  id: { type: ['integer', 'null'], description: 'The page, when it has been saved (ours).' },
  slug: { type: 'string', description: "The row's own last slug (ours)." },
  visible: { type: 'boolean', description: 'The page is published in the language (ours).' },
});

const ids = { type: 'object', propertyNames: { pattern: '^\\d+$' } } as const;

/** GET /api/admin/getseopages: by category id, then specialty id (0: the category's own row). */
export const seoTreeAnswer = { ...ids, additionalProperties: { ...ids, additionalProperties: treeEntry } } as const;

export const seoPageAnswer = exact({
  id: nullableInteger,
  cid: integer,
  sid: nullableInteger,
  ct: nullableInteger,
  specialtyId: nullableInteger,
  cityId: nullableInteger,
  locals: text,
  title: text,
  slug1: text,
  slug2: text,
  slug3: text,
  seo: text,
  seoLong: text,
  htmlTitle: text,
  seoDescription: text,
  keywords: text,
  mediaId: nullableInteger,
  mediaName: nullableText,
  mediaAlt: text,
  procPrice: text,
  visible: flag,
  main: flag,
  author: nullableInteger,
  authorEditor: nullableInteger,
  updated: version,
});

export const savedMainAnswer = exact({ id: integer, locals: text, main: flag });

/** The disease search (ours): specialties whose Russian name starts with the query. */
export const diseaseSearchAnswer = exact({
  diseases: { type: 'array', items: exact({ id: integer, name: text, active: flag }) },
});
