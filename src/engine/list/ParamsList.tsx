// A list whose state the address holds under the list's own names (ListConfig `params`:
// /admin/clinics?cityId=3&loc=RU&page=2, as the spec documents them): react-admin's ListView over a
// list context made here as useListController makes one, so the same header, filters and cells show.
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  type Identifier,
  ListContextProvider,
  type ListControllerResult,
  ListView,
  type ListViewProps,
  type SortPayload,
  useDataProvider,
  useGetList,
  useGetResourceLabel,
  useNotify,
  useRecordSelection,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ListConfig } from '../../../common/resource';
import { failureReason } from '../failureReason';
import { WHOLE_LIST } from './wholeList';

const PAGE = 'page';
/** The page size of "all matching": the largest a list's call answers (the clinics list's). */
const SELECT_PAGE = 1000;

const pageOf = (text: string | null) => Math.max(1, Math.trunc(Number(text)) || 1);

/** The list's names in the address: the search's filter, then the filters', in their declared
 * order, which is the order the call's query names them in. */
const namesOf = (list: ListConfig) => [...(list.search?.filter ? [list.search.filter] : []), ...(list.filters ?? []).map((f) => f.source)];

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function useParamsListController(resource: string, list: ListConfig, sort: SortPayload): ListControllerResult {
  const translate = useTranslate();
  const notify = useNotify();
  const resourceLabel = useGetResourceLabel();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const names = useMemo(() => namesOf(list), [list]);
  const defaults = list.params?.defaults;
  /** A name's value: the address's (an empty one included: chosen), else its default. */
  const valueIn = useCallback(
    (address: URLSearchParams, name: string) => (address.has(name) ? (address.get(name) ?? '') : (defaults?.[name] ?? '')),
    [defaults],
  );
  const filterValues = useMemo(() => {
    const address = new URLSearchParams(search);
    return Object.fromEntries(names.map((name) => [name, valueIn(address, name)]).filter(([, value]) => value !== ''));
  }, [names, valueIn, search]);
  const page = pageOf(params.get(PAGE));
  // The declared page size and order: the documented address names neither.
  const [perPage, setPerPage] = useState(list.perPage ?? WHOLE_LIST);
  const [order, setSort] = useState(sort);
  const answer = useGetList(
    resource,
    { pagination: { page, perPage }, sort: order, filter: filterValues },
    {
      placeholderData: keepPreviousData,
      retry: false,
      onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error.message } }),
    },
  );
  const [selectedIds, selection] = useRecordSelection({ resource, disableSyncWithStore: true });
  const dataProvider = useDataProvider();

  /** The address with these values (a default one left out), back on page 1 when one changed. */
  const setFilters = useCallback(
    (values: Record<string, unknown>) => {
      const address = new URLSearchParams(search);
      for (const name of names) {
        const value = textOf(values[name]);
        if (value === valueIn(address, name)) continue;
        if (value === (defaults?.[name] ?? '')) address.delete(name);
        else address.set(name, value);
        address.delete(PAGE);
      }
      if (address.toString() !== search) setParams(address);
    },
    [names, defaults, valueIn, search, setParams],
  );
  const setPage = useCallback(
    (to: number) =>
      setParams((current) => {
        const address = new URLSearchParams(current);
        address.set(PAGE, String(to));
        return address;
      }),
    [setParams],
  );

  /** "All N matching" (a bulk action's): the ids of every record under the filters, read page by
   * page through the list's call (which answers at most SELECT_PAGE a page), up to `limit`. */
  const selectAll = async (limit: number) => {
    const ids: Identifier[] = [];
    try {
      for (let at = 1; ids.length < limit; at++) {
        const { data: rows } = await dataProvider.getList(resource, {
          pagination: { page: at, perPage: SELECT_PAGE },
          sort: order,
          filter: filterValues,
        });
        ids.push(...rows.map((record) => record.id));
        if (rows.length < SELECT_PAGE) break;
      }
      selection.select(ids.slice(0, limit));
    } catch (error) {
      notify(failureReason(error), { type: 'error' });
    }
  };

  const { total } = answer;
  return {
    ...answer,
    resource,
    page,
    perPage,
    setPage,
    setPerPage,
    sort: order,
    setSort,
    filterValues,
    setFilters,
    displayedFilters: {},
    showFilter: (name: string, value: unknown) => setFilters({ ...filterValues, [name]: value }),
    hideFilter: (name: string) => setFilters({ ...filterValues, [name]: undefined }),
    selectedIds,
    onSelect: selection.select,
    onToggleItem: selection.toggle,
    onUnselectItems: selection.clearSelection,
    onSelectAll: ({ limit }: { limit?: number } = {}) => void selectAll(limit ?? perPage),
    exporter: false,
    defaultTitle: translate(`resources.${resource}.page.list`, { _: translate('ra.page.list', { name: resourceLabel(resource, 2) }) }),
    hasNextPage: total !== undefined ? page * perPage < total : undefined,
    hasPreviousPage: page > 1,
  } as ListControllerResult;
}

interface Props extends ListViewProps {
  resource: string;
  list: ListConfig;
  sort: SortPayload;
}

export function ParamsList({ resource, list, sort, ...view }: Props) {
  return (
    <ListContextProvider value={useParamsListController(resource, list, sort)}>
      <ListView {...view} />
    </ListContextProvider>
  );
}
