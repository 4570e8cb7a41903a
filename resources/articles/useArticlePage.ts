// One page of a tab (GET /api/admin/articles/list) or of the tags (GET /api/admin/tags), pages from
// 1 here and from 0 on the wire; the previous page stays shown while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type ArticleListPage, articleCalls } from '../../dataProvider/articleCalls';
import type { AppDataProvider } from '../../dataProvider/index';

export const ARTICLES_KEY = 'articles';

export function useArticlePage(typ: string, page: number, categories: number[] = [], hubs: number[] = []) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: [ARTICLES_KEY, typ, page, categories, hubs],
    queryFn: () =>
      dataProvider.request<ArticleListPage>(typ === 'TAG' ? articleCalls.tags(page) : articleCalls.list(typ, page, categories, hubs)),
    placeholderData: keepPreviousData,
  });
  return { rows: query.data?.slice ?? [], total: query.data?.total ?? 0, isPending: query.isPending, isFetching: query.isFetching };
}
