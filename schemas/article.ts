// An article as its editor saves it (POST /api/admin/article/save, 002 §3 "Article / tag
// (detail)", §5 "Article"): one schema for the browser's form and the server's route. Lists of
// ids arrive as arrays (the server wraps a single multipart field). A blank slug is taken from the
// name by the server (Cyrillic transliterated). Tags (schemas/tag.ts) share these rules.
import type { FromSchema } from 'json-schema-to-ts';

import { ARTICLE_TYPES } from './fields/articleTypes';

export { ARTICLE_TABS, ARTICLE_TYPES } from './fields/articleTypes';
/** 002 §9 "Article publish date within one year either side". */
export const PUBLISH_WINDOW_DAYS = 366;

const idList = {
  type: 'array',
  items: { type: ['integer', 'string'], pattern: '^[1-9]\\d{0,8}$', minimum: 1, errorMessage: 'check.select' },
  maxItems: 2000,
} as const;
/** An optional pick of one row (the authors): blank for none. */
const optionalId = { type: ['integer', 'string'], text: { pattern: '^[1-9]\\d{0,8}$', patternMessage: 'check.select' } } as const;
const flag = { type: ['boolean', 'string'], enum: [true, false, 'true', 'false', '1', '0', ''], errorMessage: 'check.invalid' } as const;

/** The fields and rules articles and tags share (002 §5 "Tag": "same as article for ..."). */
export const articleFields = {
  /** The edited article's id; 0 for a new one. */
  id: { type: ['integer', 'string'], pattern: '^\\d{1,9}$', minimum: 0, errorMessage: 'check.invalid' },
  locals: { type: 'string', select: ['RU', 'EN'] },
  rating: { type: ['integer', 'string'], text: { min: 1, max: 7, pattern: '^[1-9]\\d{0,6}$', patternMessage: 'check.ratingDigits' } },
  name: { type: 'string', text: { min: 10, max: 256 } },
  teaser: { type: 'string', text: { min: 20, max: 2048 } },
  text: { type: 'string', text: { min: 20, max: 150000 } },
  textLong: { type: 'string', text: { max: 150000 } },
  // Blank is allowed (taken from the name); what is typed is made a slug by the server.
  slug: { type: 'string', text: { min: 3, max: 128, notblank: false } },
  // "media required (message check.blank)": a picked media file's id.
  mediaId: { type: ['integer', 'string'], text: { notblank: true, pattern: '^[1-9]\\d{0,9}$', patternMessage: 'check.blank' } },
  mediaAlt: { type: 'string', text: { min: 10, max: 256 } },
  mediaDescription: { type: 'string', text: { max: 1024 } },
  publishedDT: { type: 'string', dayWithin: { from: -PUBLISH_WINDOW_DAYS, to: PUBLISH_WINDOW_DAYS, message: 'check.dayWindow' } },
  published: flag,
  noText: flag,
  allCategories: flag,
  allHubs: flag,
  // Required unless a specialty is picked or "all categories" is on.
  categories: { ...idList, pickedUnless: { also: ['specialties'], flag: 'allCategories' } },
  specialties: idList,
  rubrics: idList,
  htmlTitle: { type: 'string', text: { max: 256 } },
  seoDescription: { type: 'string', text: { max: 2048 } },
  keywords: { type: 'string', text: { max: 256 } },
  // 002 §3 "Author": the doctor-author and the editor-author, each optional; the server checks
  // that the id is an active author of the right kind (isDoctor).
  author: optionalId,
  authorEditor: optionalId,
} as const;

export const articleSchema = {
  type: 'object',
  properties: {
    ...articleFields,
    typ: { type: 'string', select: ARTICLE_TYPES },
    // Required unless "all hubs" is on.
    hubs: { ...idList, pickedUnless: { also: [], flag: 'allHubs' } },
  },
} as const;

export type ArticleForm = FromSchema<typeof articleSchema>;
