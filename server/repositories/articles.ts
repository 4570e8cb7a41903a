// Articles as the list call reads them (002 §3 "Article (list item)", §7 GET
// /api/admin/articles/list): one page, newest first, filtered by type and by the media file they
// show; their category, specialty, rubric and hub ids. SQL only. Issue 14's editor writes them.
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { pageWithTotal } from './paging';

export type ArticleFilter = { typ?: string; mediaId?: number; categories?: number[]; hubs?: number[] };

export type ArticleListRow = {
  id: number;
  typ: string;
  name: string;
  lang: string;
  rating: number | null;
  published: number;
  published_dt: number;
  slug: string;
  updated: number;
  all_categories: number;
  all_hubs: number;
  media_hash: string | null;
  media_type: string | null;
};

/** The link tables of an article's id lists, by the list's wire name. */
export const ARTICLE_LINKS = {
  categories: { table: 'article_categories', column: 'category_id' },
  specialties: { table: 'article_specialties', column: 'specialty_id' },
  rubrics: { table: 'article_rubrics', column: 'rubric_id' },
  hubs: { table: 'article_hubs', column: 'hub_id' },
} as const;
export type ArticleLinkName = keyof typeof ARTICLE_LINKS;

/** The list's link filters: an article passes when it links to one of the ids, or when it is marked
 * as belonging to all of them ("all categories" / "all hubs" articles match every filter value). */
const LINK_FILTERS = [
  { name: 'categories', all: 'articles.all_categories' },
  { name: 'hubs', all: 'articles.all_hubs' },
] as const;

function filtered(db: Db, filter: ArticleFilter) {
  let query = db.selectFrom('articles');
  if (filter.typ !== undefined) query = query.where('articles.typ', '=', filter.typ);
  if (filter.mediaId !== undefined) query = query.where('articles.media_id', '=', filter.mediaId);
  for (const { name, all } of LINK_FILTERS) {
    const ids = filter[name];
    if (!ids?.length) continue;
    const { table, column } = ARTICLE_LINKS[name];
    query = query.where((eb) =>
      eb.or([
        eb(all, '=', 1),
        eb.exists(
          eb
            .selectFrom(table)
            .select('article_id')
            .whereRef(`${table}.article_id`, '=', 'articles.id')
            // The table and its column come as a pair from ARTICLE_LINKS; the types cannot tie them.
            .where(sql.ref(`${table}.${column}`), 'in', ids),
        ),
      ]),
    );
  }
  return query;
}

export function articlesPage(db: Db, filter: ArticleFilter, page: number, size: number) {
  return pageWithTotal(
    page,
    size,
    async () =>
      (await filtered(db, filter)
        .leftJoin('media_files', 'media_files.id', 'articles.media_id')
        .select([
          'articles.id',
          'articles.typ',
          'articles.name',
          'articles.lang',
          'articles.rating',
          'articles.published',
          'articles.published_dt',
          'articles.slug',
          'articles.updated',
          'articles.all_categories',
          'articles.all_hubs',
          'media_files.hash as media_hash',
          'media_files.file_type as media_type',
        ])
        .orderBy('articles.id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute()) as ArticleListRow[],
    () =>
      filtered(db, filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
  );
}

/** The ids each article of `ids` links to, per list, by article id: one statement for the four. */
export async function articleLinks(db: Db, ids: number[]): Promise<Record<ArticleLinkName, Map<number, number[]>>> {
  const names = Object.keys(ARTICLE_LINKS) as ArticleLinkName[];
  const links = Object.fromEntries(names.map((name) => [name, new Map<number, number[]>()])) as Record<
    ArticleLinkName,
    Map<number, number[]>
  >;
  if (ids.length === 0) return links;
  const [first, ...rest] = names.map((name) => {
    const { table, column } = ARTICLE_LINKS[name];
    return db
      .selectFrom(table)
      .select([sql<string>`${name}`.as('link'), 'article_id', sql<number>`${sql.ref(column)}`.as('linked')])
      .where('article_id', 'in', ids);
  });
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  for (const { link, article_id, linked } of rows as { link: ArticleLinkName; article_id: number; linked: number }[]) {
    const byArticle = links[link];
    byArticle.set(
      Number(article_id),
      [...(byArticle.get(Number(article_id)) ?? []), Number(linked)].sort((a, b) => a - b),
    );
  }
  return links;
}
