// A paged list whose filters and page live in the URL's query string under their own names
// (/admin/clinics?cityId=3&loc=RU&page=2), so a link or a reload shows the same rows. Changing a
// filter goes back to page 1 and empties the filters that depend on it; pages are 1-based here.
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type RaRecord, useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useListPlace } from './listPlace';

export interface QueryFilter {
  /** The query-string name, also the filter's name for the data provider. */
  name: string;
  /** The value while the URL has none (e.g. "hide blocked" is on: 'true'). */
  initial?: string;
  /** Filters emptied when this one changes (the category clears the specialty). */
  clears?: readonly string[];
}

const PAGE_PARAM = 'page';

const pageOf = (text: string | null) => Math.max(1, Math.trunc(Number(text)) || 1);

export function useQueryStringList<R extends RaRecord = RaRecord>(resource: string, perPage: number, filters: readonly QueryFilter[]) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const values = useMemo(() => {
    const current = new URLSearchParams(search);
    return Object.fromEntries(filters.map(({ name, initial }) => [name, current.get(name) ?? initial ?? ''])) as Record<string, string>;
  }, [filters, search]);
  const page = pageOf(params.get(PAGE_PARAM));
  const list = useGetList<R>(resource, { pagination: { page, perPage }, filter: values }, { placeholderData: keepPreviousData });
  useListPlace(!list.isPending);

  const setFilter = useCallback(
    (name: string, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const spec = filters.find((filter) => filter.name === name);
        if (value === (spec?.initial ?? '')) next.delete(name);
        else next.set(name, value);
        for (const cleared of spec?.clears ?? []) next.delete(cleared);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [filters, setParams],
  );

  const setPage = useCallback(
    (to: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PAGE_PARAM, String(to));
        return next;
      }),
    [setParams],
  );

  return {
    values,
    setFilter,
    page,
    setPage,
    perPage,
    rows: list.data ?? [],
    total: list.total ?? 0,
    /** What the list call answered beside the records (the side lists of a declared call). */
    meta: list.meta as Record<string, unknown> | undefined,
    isPending: list.isPending,
    isFetching: list.isFetching,
    error: list.error,
    refetch: list.refetch,
  };
}

export type QueryStringList<R extends RaRecord = RaRecord> = ReturnType<typeof useQueryStringList<R>>;
