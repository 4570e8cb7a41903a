// One page of a tab (listArticles), pages from 1 here and from 0 on the wire; the previous page stays shown while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ArticlesProvider, ArticleType } from './articleRecords';

export const ARTICLES_KEY = 'articles';

/** 002 §9: "articles 15" a page. */
export const ARTICLES_PAGE_SIZE = 15;

export function useArticlePage(typ: string, page: number, categories: number[] = [], hubs: number[] = []) {
  const dataProvider = useDataProvider<ArticlesProvider>();
  const query = useQuery({
    queryKey: [ARTICLES_KEY, typ, page, categories, hubs],
    queryFn: () =>
      dataProvider.listArticles({ typ: typ as ArticleType, page: page - 1, size: ARTICLES_PAGE_SIZE, category: categories, hub: hubs }),
    placeholderData: keepPreviousData,
  });
  return { rows: query.data?.slice ?? [], total: query.data?.total ?? 0, isPending: query.isPending, isFetching: query.isFetching };
}
