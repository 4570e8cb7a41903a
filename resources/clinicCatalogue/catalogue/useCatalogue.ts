// The data of a catalogue step, by its declared calls: the active catalogue (shared by every clinic,
// kept while the app runs) and the clinic's selections (always fresh), joined for the edit language;
// and `write`, which makes one change at once by its call, tells the frame (marks, success alert)
// and re-reads the selections. A refused write shows the server's message and answers false. A
// switch or checkbox shows its new state at once (`shownAs`), not undone by a read begun before it,
// put back if refused.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { CallMethods } from '../../../src/engine/page/recordPageContext';
import { type ActiveCategory, categoryViews, type Selections } from './catalogueModel';
import type { CatalogueStepConfig } from './catalogueSteps';

type Step = Pick<CatalogueStepConfig, 'calls' | 'onlySelected' | 'flags'>;

export function useCatalogue({ calls, onlySelected, flags }: Step, hash: string, lang: EditLang, onSaved: () => void) {
  const dataProvider = useDataProvider<CallMethods>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const selectionsKey = ['catalogueSelected', calls.selected, hash];
  const active = useQuery({
    queryKey: ['catalogueActive', calls.active],
    queryFn: async () => (await dataProvider[calls.active]({})) as ActiveCategory[],
    staleTime: Number.POSITIVE_INFINITY,
  });
  const selections = useQuery({
    queryKey: selectionsKey,
    queryFn: async () => (await dataProvider[calls.selected]({ hash })) as Selections,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const categories = useMemo(
    () => (active.data && selections.data ? categoryViews(active.data, selections.data, lang, onlySelected, flags) : undefined),
    [active.data, selections.data, lang, onlySelected, flags],
  );

  /** A saved change: the frame told, the selections read again. */
  const saved = async () => {
    onSaved();
    await selections.refetch();
  };

  /** Makes a change by the declared `call`; `shownAs`: the selections as the change will leave
   * them, shown until the server answers. */
  const write = async (
    call: string,
    input: Record<string, unknown>,
    shownAs?: (selections: Selections) => Selections,
  ): Promise<boolean> => {
    // A read on its way (a remount's) would answer the old state over the change: it is dropped.
    const sent = dataProvider[call](input)
      .then(() => null)
      .catch((error: unknown) => ({ error }));
    if (shownAs) await queryClient.cancelQueries({ queryKey: selectionsKey });
    const before = queryClient.getQueryData<Selections>(selectionsKey);
    if (before && shownAs) queryClient.setQueryData(selectionsKey, shownAs(before));
    const refused = await sent;
    if (refused) {
      if (before && shownAs) queryClient.setQueryData(selectionsKey, before);
      notify((refused.error as Error).message || 'form.error', { type: 'error' });
      return false;
    }
    await saved();
    return true;
  };

  return { categories, selections: selections.data, write, saved };
}

export type CatalogueData = ReturnType<typeof useCatalogue>;
