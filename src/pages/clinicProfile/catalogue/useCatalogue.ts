// The data of a catalogue step: the active catalogue of its kind (shared by every clinic, kept
// while the app runs) and the clinic's selections (always fresh), joined for the edit language;
// and `write`, which sends one change, tells the frame (marks, success alert) and re-reads the
// selections. A refused write shows the server's message and answers false. A switch or checkbox
// shows its new state at once (`shownAs`) and is put back when the server refuses.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../../common/lang';
import { type CatalogueKindName, catalogueCalls } from '../../../../dataProvider/catalogueCalls';
import type { HttpRequest } from '../../../../dataProvider/http';
import type { AppDataProvider } from '../../../../dataProvider/index';
import { type ActiveCategory, categoryViews, type Selections } from './catalogueModel';

export function useCatalogue(kind: CatalogueKindName, hash: string, lang: EditLang, onlySelected: boolean, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const selectionsKey = ['catalogueSelected', kind, hash];
  const active = useQuery({
    queryKey: ['catalogueActive', kind],
    queryFn: () => dataProvider.request<ActiveCategory[]>(catalogueCalls.active(kind)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const selections = useQuery({
    queryKey: selectionsKey,
    queryFn: () => dataProvider.request<Selections>(catalogueCalls.selected(kind, hash)),
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const categories = useMemo(
    () => (active.data && selections.data ? categoryViews(active.data, selections.data, lang, onlySelected) : undefined),
    [active.data, selections.data, lang, onlySelected],
  );

  /** Sends a change; `quiet`: the caller shows its own failure message (throws only then);
   * `shownAs`: the selections as the change will leave them, shown until the server answers. */
  const write = async (
    request: HttpRequest,
    { quiet = false, shownAs }: { quiet?: boolean; shownAs?: (selections: Selections) => Selections } = {},
  ): Promise<boolean> => {
    const before = queryClient.getQueryData<Selections>(selectionsKey);
    if (before && shownAs) queryClient.setQueryData(selectionsKey, shownAs(before));
    try {
      await dataProvider.request(request);
    } catch (error) {
      if (before && shownAs) queryClient.setQueryData(selectionsKey, before);
      if (quiet) throw error;
      notify((error as Error).message || 'form.error', { type: 'error' });
      return false;
    }
    onSaved();
    await selections.refetch();
    return true;
  };

  return { categories, selections: selections.data, write, refresh: () => selections.refetch() };
}

export type CatalogueData = ReturnType<typeof useCatalogue>;
