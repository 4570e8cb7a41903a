// The articles screen (002 §2 "Articles"): the six type tabs, the chosen one remembered in this
// browser; each with its add button, the search that opens the editor, the category and hub
// filters, 15 articles a page. The tab, the filters and the page live in the query string
// (/admin/articles?typ=WEBINAR&category=3,5&page=2: the engine's URL list), so the way back from an
// article and a shared link show the same rows, and the menu's link opens the remembered tab.
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack, Tab, Tabs } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { Title, useDataProvider, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ARTICLE_TABS } from '../../schemas/article';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable } from '../../src/engine/list/RecordTable';
import { type QueryFilter, useQueryStringList } from '../../src/engine/list/useQueryStringList';
import { SearchAutocomplete } from '../../src/engine/search/SearchAutocomplete';
import type { SearchItem } from '../../src/engine/search/searchRules';
import { useLang } from '../../src/useLang';
import { articleColumns } from './articleColumns';
import type { ArticleListItem, ArticlesProvider, ArticleType } from './articleRecords';
import { CheckboxGroup } from './CheckboxGroup';
import { ARTICLES_PAGE_SIZE } from './calls';
import { useArticleReference } from './useArticleReference';

/** The URL's id lists (`3,5`) as the call takes them. */
const ids = (text: string) => text.split(',').filter(Boolean).map(Number);
const idText = (values: number[]) => values.join(',');
export const editPath = (id: number) => `/admin/articles/edit/${id}`;

export default function ArticleList() {
  const translate = useTranslate();
  const lang = useLang();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ArticlesProvider>();
  // The tab this browser chose last opens when the URL names none.
  const [tab, setTab] = useStore<string>('articles.tab', ARTICLE_TABS[0]);
  const remembered = (ARTICLE_TABS as readonly string[]).includes(tab) ? tab : ARTICLE_TABS[0];
  const filters = useMemo<QueryFilter[]>(
    () => [
      { name: 'typ', initial: remembered },
      { name: 'category', wire: ids },
      { name: 'hub', wire: ids },
    ],
    [remembered],
  );
  const list = useQueryStringList<ArticleListItem>('articles', ARTICLES_PAGE_SIZE, filters);
  const typ = (ARTICLE_TABS as readonly string[]).includes(list.values.typ) ? list.values.typ : remembered;
  const reference = useArticleReference();
  const typeName = translate(`app.articles.types.${typ}`);

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
          list.setFilter('typ', next);
          setTab(next);
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
          value={ids(list.values.category)}
          onChange={(categories) => list.setFilter('category', idText(categories))}
        />
        <CheckboxGroup
          label={translate('app.articles.filters.hubs')}
          items={reference.hubs}
          value={ids(list.values.hub)}
          onChange={(hubs) => list.setFilter('hub', idText(hubs))}
        />
      </Stack>
      <RecordTable
        columns={articleColumns({ translate, lang, reference, editPath })}
        rows={list.rows}
        isPending={list.isPending}
        isFetching={list.isFetching}
      />
      <QueryPagination page={list.page} perPage={ARTICLES_PAGE_SIZE} total={list.total} onPage={list.setPage} />
    </Card>
  );
}
