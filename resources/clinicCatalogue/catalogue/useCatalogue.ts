// The data of a catalogue step: the active catalogue of its kind (shared by every clinic, kept while
// the app runs) and the clinic's selections (always fresh), joined for the edit language; and
// `write`, which sends one change at once, tells the frame (marks, success alert) and re-reads the
// selections. A refused write shows the server's message and answers false. A switch or checkbox
// shows its new state at once (`shownAs`), not undone by a read begun before it, put back if refused.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import { type ActiveCategory, categoryViews, type Selections } from './catalogueModel';
import { type CatalogueCallsProvider, type CatalogueKindName, KIND_CALLS } from './kindCalls';

export function useCatalogue(kind: CatalogueKindName, hash: string, lang: EditLang, onlySelected: boolean, onSaved: () => void) {
  const dataProvider = useDataProvider<CatalogueCallsProvider>();
  const calls = KIND_CALLS[kind];
  const notify = useNotify();
  const queryClient = useQueryClient();
  const selectionsKey = ['catalogueSelected', kind, hash];
  const active = useQuery({
    queryKey: ['catalogueActive', kind],
    queryFn: async (): Promise<ActiveCategory[]> => dataProvider[calls.active](),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const selections = useQuery({
    queryKey: selectionsKey,
    queryFn: async (): Promise<Selections> => dataProvider[calls.selected]({ hash }),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const categories = useMemo(
    () => (active.data && selections.data ? categoryViews(active.data, selections.data, lang, onlySelected) : undefined),
    [active.data, selections.data, lang, onlySelected],
  );

  /** Makes a change (a call of the data provider); `quiet`: the caller shows its own failure message (throws only then);
   * `shownAs`: the selections as the change will leave them, shown until the server answers. */
  const write = async (
    change: (dataProvider: CatalogueCallsProvider) => Promise<unknown>,
    { quiet = false, shownAs }: { quiet?: boolean; shownAs?: (selections: Selections) => Selections } = {},
  ): Promise<boolean> => {
    // A read on its way (a remount's) would answer the old state over the change: it is dropped.
    const sent = change(dataProvider)
      .then(() => null)
      .catch((error: unknown) => ({ error }));
    if (shownAs) await queryClient.cancelQueries({ queryKey: selectionsKey });
    const before = queryClient.getQueryData<Selections>(selectionsKey);
    if (before && shownAs) queryClient.setQueryData(selectionsKey, shownAs(before));
    const refused = await sent;
    if (refused) {
      if (before && shownAs) queryClient.setQueryData(selectionsKey, before);
      if (quiet) throw refused.error;
      notify((refused.error as Error).message || 'form.error', { type: 'error' });
      return false;
    }
    onSaved();
    await selections.refetch();
    return true;
  };

  return { categories, selections: selections.data, write, refresh: () => selections.refetch() };
}

export type CatalogueData = ReturnType<typeof useCatalogue>;
