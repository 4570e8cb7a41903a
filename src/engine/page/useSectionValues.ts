// A record page's section that reads its values by a call of its own (SectionLoad: a doctor's
// base in the edit language), with the record's key and the page's other inputs. Always the stored
// values: a refetch would remount the form and drop its edits, so none happens on its own.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SectionLoad } from '../../../common/recordPage';
import type { CallMethods } from './recordPageContext';

type Values = Record<string, unknown>;

export function useSectionValues(load: SectionLoad | undefined, input: Readonly<Record<string, unknown>>) {
  const dataProvider = useDataProvider<CallMethods>();
  const query = useQuery({
    queryKey: ['recordSection', load?.call, input],
    queryFn: async () => ((await dataProvider[load?.call ?? '']({ ...input })) as Record<string, Values | undefined>)[load?.at ?? ''] ?? {},
    enabled: !!load,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return {
    /** The section's values; undefined while they load (a section without `load` has none of its own). */
    values: load ? query.data : {},
    failed: query.isError,
    loadedAt: query.dataUpdatedAt,
    reload: () => query.refetch(),
  };
}
