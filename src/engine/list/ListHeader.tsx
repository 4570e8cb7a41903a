// What a declared list shows above its rows: its tabs, its search box and its filters' widgets, each
// changing the list's filter through react-admin's list context, which keeps it in the address.
import { Stack, Tab, Tabs } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider, useListContext, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ListConfig, ListTabs } from '../../../common/resource';
import { filledPath } from '../filledPath';
import { SearchAutocomplete } from '../search/SearchAutocomplete';
import type { SearchItem } from '../search/searchRules';
import { filterWidget } from './filters';

/** The tab this browser chose last, and the way to remember a new one (`remember`). */
export function useRememberedTab(name: string, tabs: ListTabs | undefined) {
  const [stored, store] = useStore<string>(`${name}.tab`, tabs?.values[0] ?? '');
  const remembered = tabs?.values.includes(stored) ? stored : tabs?.values[0];
  return [tabs?.remember ? remembered : tabs?.values[0], store] as const;
}

export function ListHeader({ name, list }: { name: string; list: ListConfig }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { filterValues, setFilters } = useListContext();
  const [, remember] = useRememberedTab(name, list.tabs);
  const { tabs, search } = list;
  const tab = tabs && String(filterValues[tabs.source] ?? tabs.values[0]);
  const typed = search?.filter && filterValues[search.filter] !== undefined ? String(filterValues[search.filter]) : undefined;
  /** A filter's new value (none: gone from the filter), the filters it clears emptied. */
  const change = (source: string, value: unknown) => {
    const cleared = list.filters?.find((filter) => filter.source === source)?.clears ?? [];
    const next = Object.entries({ ...filterValues, [source]: value }).filter(
      ([name, kept]) => kept !== undefined && kept !== '' && !cleared.includes(name),
    );
    setFilters(Object.fromEntries(next));
  };
  const find = useCallback(
    async (query: string): Promise<SearchItem[]> => {
      if (!search) return [];
      const input = { [search.query]: query, ...(search.tab && tab ? { [search.tab]: tab } : {}) };
      const answer = (await dataProvider[search.call](input)) as Record<string, SearchItem[]> | SearchItem[];
      const items = search.items ? (answer as Record<string, SearchItem[]>)[search.items] : answer;
      return Array.isArray(items) ? items : [];
    },
    [dataProvider, search, tab],
  );

  return (
    <>
      {tabs && (
        <Tabs
          value={tab}
          onChange={(_event, next: string) => {
            change(tabs.source, next);
            if (tabs.remember) remember(next);
          }}
          variant="scrollable"
          aria-label={translate(tabs.label)}
        >
          {tabs.values.map((value) => (
            <Tab key={value} value={value} label={translate(`${tabs.labels}.${value}`)} />
          ))}
        </Tabs>
      )}
      {(search || list.filters?.length) && (
        <Stack spacing={1} sx={{ p: 2 }}>
          {search && (
            <SearchAutocomplete
              // A new tab searches anew, and so does a text the address brings (a link, the menu).
              key={`${tab}:${typed ?? ''}`}
              label={translate(search.label)}
              search={find}
              initialText={typed}
              onChoose={(item) => {
                const path = search.open ?? list.titleTo;
                const to = path && filledPath(path, item as unknown as Record<string, unknown>);
                if (to) navigate(to);
                else if (search.filter) change(search.filter, item.str);
              }}
              onText={(text) => search.filter && change(search.filter, text)}
            />
          )}
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {list.filters?.map((filter) => {
              const Widget = filterWidget(filter.widget);
              return (
                <Widget
                  key={filter.source}
                  filter={filter}
                  value={filterValues[filter.source]}
                  onChange={(value) => change(filter.source, value)}
                  disabled={filter.needs !== undefined && !filterValues[filter.needs]}
                />
              );
            })}
          </Stack>
        </Stack>
      )}
    </>
  );
}
