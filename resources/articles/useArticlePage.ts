// One page of a tab (listArticles: react-admin's getList of 'articles'), pages from 1 here and from
// 0 on the wire; the previous page stays shown while the next one loads.
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { ArticleListItem } from './articleRecords';

export const ARTICLES_KEY = 'articles';

/** 002 §9: "articles 15" a page. */
export const ARTICLES_PAGE_SIZE = 15;

export function useArticlePage(typ: string, page: number, categories: number[] = [], hubs: number[] = []) {
  const query = useGetList<ArticleListItem>(
    ARTICLES_KEY,
    { pagination: { page, perPage: ARTICLES_PAGE_SIZE }, filter: { typ, category: categories, hub: hubs } },
    { placeholderData: keepPreviousData },
  );
  return { rows: query.data ?? [], total: query.total ?? 0, isPending: query.isPending, isFetching: query.isFetching };
}
