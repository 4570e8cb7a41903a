// Answers of the article and tag editors' calls (002 §3 "Article / tag (detail)", §7 "Articles and
// tags"; docs/api.md "Articles and tags"). The list items are those of articles/list
// (mediaLibrary.ts); the detail's id lists are arrays, its publication date a day YYYY-MM-DD as
// the editor's date field holds it.

import { exact, flag, integer, integerList, nullableInteger, text, version } from './common';
import { articlesListAnswer } from './mediaLibrary';

const media = {
  anyOf: [exact({ id: integer, name: text, url: text, thumb: text }), { type: 'null' }],
  description: 'The picked media file: name (<hash>.<type>) and where it is served.',
} as const;

export const articleDetail = exact({
  id: integer,
  typ: text,
  locals: text,
  publishedDT: { type: 'string', description: 'The publication day, YYYY-MM-DD (UTC).' },
  slug: text,
  published: flag,
  noText: flag,
  name: text,
  teaser: text,
  text,
  textLong: text,
  mediaId: nullableInteger,
  mediaAlt: text,
  mediaDescription: text,
  categories: integerList,
  rubrics: integerList,
  specialties: integerList,
  hubs: integerList,
  allCategories: flag,
  allHubs: flag,
  rating: nullableInteger,
  htmlTitle: text,
  seoDescription: text,
  keywords: text,
  tags: text,
  author: { ...nullableInteger, description: 'The doctor-author (an author with isDoctor), or null.' },
  authorEditor: { ...nullableInteger, description: 'The editor-author (an author without isDoctor), or null.' },
  media,
  updated: version,
});

export const articleGetAnswer = exact({ article: articleDetail });
export const tagGetAnswer = exact({ tag: articleDetail });
export const articleSavedAnswer = exact({ id: integer, updated: version });

const searchItem = exact({ id: integer, name: text, str: { type: 'string', description: 'What the box shows: the name.' } });
export const searchArticlesAnswer = exact({ items: { type: 'array', items: searchItem } });

export const tagsAnswer = articlesListAnswer;
