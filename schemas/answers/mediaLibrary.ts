// Answers of the media library's calls (001 §3 "Media file", §7 "Media library") and of the
// articles list that says which articles use an image (002 §3 "Article (list item)", §7;
// docs/api.md "Media library").
import { epochMs, exact, flag, integer, nullableInteger, text } from './common';

export const mediaFile = exact({
  id: integer,
  name: { type: 'string', description: '<hash>.<type>: the file under /images/mediafile/.' },
  alt: text,
  xsize: { type: 'integer', description: 'Width of the served image, px.' },
  ysize: { type: 'integer', description: 'Height of the served image, px.' },
  size: { type: 'integer', description: 'Bytes received.' },
  created: epochMs,
  updated: { type: 'integer', description: 'The version to send back in If-Match.' },
  url: text,
  thumb: text,
});

/** One page, newest first, and how many files there are. */
export const mediaListAnswer = exact({ slice: { type: 'array', items: mediaFile }, total: integer });

export const mediaFileAnswer = exact({ file: mediaFile });

/** POST /images/mediafile: where the stored image is served. */
export const mediaLocationAnswer = exact({ location: text });

/** Lists of ids as brace-wrapped text, "{3,12}" (002 §3). */
const idList = { type: 'string', pattern: '^\\{(\\d+(,\\d+)*)?\\}$' } as const;

const articleItem = exact({
  id: integer,
  typ: text,
  name: text,
  locals: text,
  rating: nullableInteger,
  published: flag,
  publishedDT: epochMs,
  slug: text,
  imageName: { type: ['string', 'null'], description: 'The media file (name) the article shows.' },
  updated: epochMs,
  categories: idList,
  specialties: idList,
  rubrics: idList,
  hubs: idList,
  allCategories: flag,
  allHubs: flag,
});

export const articlesListAnswer = exact({ slice: { type: 'array', items: articleItem }, total: integer });
