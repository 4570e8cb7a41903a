// The articles screen (002 §2 "Articles"): the six type tabs, the chosen one remembered in this
// browser; each with its add button, the search that opens the editor, the category and hub
// filters (kept per type while the screen is open), 15 articles a page. The page lives in the
// query string, so the menu's link opens page 1.
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack, Tab, Tabs } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title, useDataProvider, useStore, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ARTICLE_TABS } from '../../schemas/article';
import { useListPlace } from '../../src/engine/list/listPlace';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable } from '../../src/engine/list/RecordTable';
import { SearchAutocomplete } from '../../src/engine/search/SearchAutocomplete';
import type { SearchItem } from '../../src/engine/search/searchRules';
import { useLang } from '../../src/useLang';
import { articleColumns } from './articleColumns';
import type { ArticlesProvider, ArticleType } from './articleRecords';
import { CheckboxGroup } from './CheckboxGroup';
import { ARTICLES_PAGE_SIZE, useArticlePage } from './useArticlePage';
import { useArticleReference } from './useArticleReference';

type Filters = { categories: number[]; hubs: number[] };
const NO_FILTERS: Filters = { categories: [], hubs: [] };
const pageOf = (text: string | null) => Math.max(1, Math.trunc(Number(text)) || 1);
export const editPath = (id: number) => `/admin/articles/edit/${id}`;

export default function ArticleList() {
  const translate = useTranslate();
  const lang = useLang();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ArticlesProvider>();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useStore<string>('articles.tab', ARTICLE_TABS[0]);
  const typ = (ARTICLE_TABS as readonly string[]).includes(tab) ? tab : ARTICLE_TABS[0];
  const [filtersByType, setFiltersByType] = useState<Record<string, Filters>>({});
  const filters = filtersByType[typ] ?? NO_FILTERS;
  const page = pageOf(params.get('page'));
  const list = useArticlePage(typ, page, filters.categories, filters.hubs);
  useListPlace(!list.isPending);
  const reference = useArticleReference();
  const typeName = translate(`app.articles.types.${typ}`);

  const toPage = (to: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(to));
      return next;
    });
  const setFilters = (change: Partial<Filters>) => {
    setFiltersByType((all) => ({ ...all, [typ]: { ...filters, ...change } }));
    toPage(1);
  };
  const search = useCallback(
    async (query: string): Promise<SearchItem[]> => (await dataProvider.searchArticles({ query, type: typ as ArticleType })).items,
    [dataProvider, typ],
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.articles.name', { smart_count: 2 })} />
      <Tabs
        value={typ}
        onChange={(_event, next: string) => {
          setTab(next);
          toPage(1);
        }}
        variant="scrollable"
        aria-label={translate('app.articles.tabs')}
      >
        {ARTICLE_TABS.map((type) => (
          <Tab key={type} value={type} label={translate(`app.articles.types.${type}`)} />
        ))}
      </Tabs>
      <Stack spacing={1} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SearchAutocomplete
            key={typ}
            label={translate('app.articles.search')}
            search={search}
            onChoose={(item) => navigate(editPath(Number(item.id)))}
            onText={() => undefined}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${editPath(0)}?typ=${typ}`)}>
            {translate('app.articles.add', { type: typeName })}
          </Button>
        </Stack>
        <CheckboxGroup
          label={translate('app.articles.filters.categories')}
          items={reference.categories}
          value={filters.categories}
          onChange={(categories) => setFilters({ categories })}
        />
        <CheckboxGroup
          label={translate('app.articles.filters.hubs')}
          items={reference.hubs}
          value={filters.hubs}
          onChange={(hubs) => setFilters({ hubs })}
        />
      </Stack>
      <RecordTable
        columns={articleColumns({ translate, lang, reference, editPath })}
        rows={list.rows}
        isPending={list.isPending}
        isFetching={list.isFetching}
      />
      <QueryPagination page={page} perPage={ARTICLES_PAGE_SIZE} total={list.total} onPage={toPage} />
    </Card>
  );
}
