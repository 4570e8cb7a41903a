// How an article's row reads (the cells of resources/articles/cells, 002 §2): the names of what it is
// linked to.
import type { ArticleListItem } from './articleRecords';
import type { ArticleReference } from './useArticleReference';

/** "{3,12}" -> [3, 12]. */
export const bracedIds = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

export function linkedNames(article: ArticleListItem, reference: ArticleReference): string {
  const { names } = reference;
  const of = (text: string, map: Map<number, string>) => bracedIds(text).map((id) => map.get(id) ?? `#${id}`);
  return [
    ...of(article.categories, names.categories),
    ...of(article.specialties, names.specialties),
    ...of(article.rubrics, names.rubrics),
  ].join(', ');
}
