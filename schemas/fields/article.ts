// An article's and a tag's fields and their rules (002 §3 "Article / tag (detail)", §5 "Article",
// "Tag"), shared by their schemas (article.ts, tag.ts) and their declarations (resources/articles,
// resources/tags). A module of its own, outside the schema registry: the declarations load with the
// first page, and a registry schema would bring its precompiled validator there.
import { ARTICLE_TYPES } from './articleTypes';

/** 002 §9 "Article publish date within one year either side". */
export const PUBLISH_WINDOW_DAYS = 366;

const idList = {
  type: 'array',
  items: { type: ['integer', 'string'], pattern: '^[1-9]\\d{0,8}$', minimum: 1, errorMessage: 'check.select' },
  maxItems: 2000,
} as const;
/** An optional pick of one row (the authors): blank or null for none. */
const optionalId = { type: ['integer', 'string', 'null'], text: { pattern: '^[1-9]\\d{0,8}$', patternMessage: 'check.select' } } as const;
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

/** An article's: its type, and the hubs required unless "all hubs" is on. */
export const articleProperties = {
  ...articleFields,
  typ: { type: 'string', select: ARTICLE_TYPES },
  hubs: { ...idList, pickedUnless: { also: [], flag: 'allHubs' } },
} as const;

/** A tag's: an article of typ TAG, hubs not required, plus `tags` (max 256). */
export const tagProperties = {
  ...articleFields,
  typ: { type: 'string', select: ['TAG'] },
  hubs: articleFields.specialties,
  tags: { type: 'string', text: { max: 256 } },
} as const;
