// The saved views and the chosen columns of a list (issue 27 point 4), read once when it opens and
// shared by its menus, its table and its export, so that the table, the file and a saved view name
// the same columns. The chosen columns are kept on the server at once: they follow the person.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import { callRegistry } from '../../../../resources';
import type { viewCalls } from '../../../../resources/views/calls';

export type ViewsProvider = CallsProvider<typeof viewCalls>;
export type ViewsAnswer = Awaited<ReturnType<ViewsProvider['listViews']>>;
export type SavedView = ViewsAnswer['views'][number];

export interface ListViews {
  resource: string;
  /** The views, own then shared; undefined while they load, or when they could not be. */
  answer: ViewsAnswer | undefined;
  failed: boolean;
  /** The answer came (or could not): until then a table waits, so that no column it hides flashes. */
  settled: boolean;
  /** The columns the person keeps shown; null: the declared ones (no choice, or not loaded yet). */
  chosen: readonly string[] | null;
  choose(columns: readonly string[]): void;
  /** Reads the views again (after one was saved or deleted). */
  reload(): Promise<void>;
  /** The view the address asked for (`?view=<id>`, the search's link), until it is applied. */
  asked: number | null;
  answered(): void;
}

const ListViewsContext = createContext<ListViews | null>(null);

/** The chosen columns of the list around, or null (every column) outside one; `settled`: known. */
export function useChosenColumns() {
  const views = useContext(ListViewsContext);
  return { chosen: views?.chosen ?? null, settled: views?.settled ?? true };
}

const keyOf = (resource: string) => ['listViews', resource] as const;

/** The state of the list's views, and the way to ask for one by its id (the address's `view`);
 * `enabled`: the list is a screen's own (not a picker's). */
export function useListViewsState(resource: string, enabled: boolean) {
  const dataProvider = useDataProvider<ViewsProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [asked, setAsked] = useState<number | null>(null);
  const query = useQuery({
    queryKey: keyOf(resource),
    // The views' own calls only: asked for by name first, every area's calls would be loaded.
    queryFn: async () => {
      await callRegistry.load('views');
      return dataProvider.listViews({ resource });
    },
    enabled,
    retry: false,
    // Another person's shared view appears when the list is opened again, not while it is looked at.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const choose = useCallback(
    async (columns: readonly string[]) => {
      // A read under way (the list just opened, showing what it kept) would answer the columns as
      // they were before this choice, over it: it is called off first.
      await queryClient.cancelQueries({ queryKey: keyOf(resource) });
      queryClient.setQueryData<ViewsAnswer>(keyOf(resource), (old) => old && { ...old, columns: [...columns] });
      dataProvider.saveColumns({ resource, columns: [...columns] }).catch((error: unknown) => {
        notify('app.list.columns.failed', {
          type: 'error',
          messageArgs: { reason: error instanceof Error ? error.message : String(error) },
        });
        void queryClient.invalidateQueries({ queryKey: keyOf(resource) });
      });
    },
    [dataProvider, queryClient, notify, resource],
  );
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: keyOf(resource) }), [queryClient, resource]);
  const answered = useCallback(() => setAsked(null), []);
  const state = useMemo(
    (): ListViews => ({
      resource,
      answer: query.data,
      failed: query.isError,
      settled: !query.isPending,
      chosen: query.data?.columns ?? null,
      choose,
      reload,
      asked,
      answered,
    }),
    [resource, query.data, query.isError, query.isPending, choose, reload, asked, answered],
  );
  return [state, setAsked] as const;
}

export function ListViewsScope({ value, children }: { value: ListViews | null; children: ReactNode }) {
  return <ListViewsContext.Provider value={value}>{children}</ListViewsContext.Provider>;
}
