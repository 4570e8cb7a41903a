// The fields of an article or tag that the editor's answer (articleAnswers.ts) and the history's
// snapshot (articleSnapshot.ts) read the same way, by the wire's names, its id lists included: one
// mapping, so that a field added to one is not forgotten in the other. The dates, rating and ids
// stay with each side: the answer turns them into numbers and a day, the history keeps the
// column's own value.
import type { ArticleRow } from '../../repositories/articleEditor';
import type { ArticleLinkName } from '../../repositories/articles';

export type ArticleLinkMaps = Record<ArticleLinkName, Map<number, number[]>>;

export const articleFields = (id: number, row: ArticleRow, links: ArticleLinkMaps) => ({
  typ: row.typ,
  locals: row.lang,
  slug: row.slug,
  published: Number(row.published) === 1,
  noText: Number(row.no_text) === 1,
  name: row.name,
  teaser: row.teaser,
  text: row.text,
  textLong: row.text_long,
  mediaAlt: row.media_alt,
  mediaDescription: row.media_description,
  htmlTitle: row.html_title,
  seoDescription: row.seo_description,
  keywords: row.keywords,
  tags: row.tags,
  allCategories: Number(row.all_categories) === 1,
  allHubs: Number(row.all_hubs) === 1,
  categories: links.categories.get(id) ?? [],
  specialties: links.specialties.get(id) ?? [],
  rubrics: links.rubrics.get(id) ?? [],
  hubs: links.hubs.get(id) ?? [],
});
