// A change whose call answers the whole list (a clinic's documents, its pictures): the answer is
// written in place of the shown list, as react-admin caches it, so it shows without a second read.
import { useQueryClient } from '@tanstack/react-query';
import type { GetListResult, Identifier, RaRecord } from 'react-admin';

/** Writes `records` as the resource's lists of one reference: getList filtered by `target` (the
 * filter holds only it: these lists are read whole) and getManyReference of `target`. */
export function useListAnswer(resource: string) {
  const queryClient = useQueryClient();
  return (target: string, id: Identifier, records: RaRecord[]) => {
    // A list not read yet stays unread: undefined leaves its cache as it is.
    const replace = (old: GetListResult | undefined) => old && { ...old, data: records, total: records.length };
    // react-admin's keys: [resource, method, params]; a partial params object matches.
    queryClient.setQueriesData({ queryKey: [resource, 'getList', { filter: { [target]: id } }] }, replace);
    queryClient.setQueriesData({ queryKey: [resource, 'getManyReference', { target, id }] }, replace);
  };
}
