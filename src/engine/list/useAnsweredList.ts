// What a list shows after one of its changes: where its changes answer the whole list (`answers`: a
// clinic's pictures), that answer replaces the cached list (no second read); else it is read again.
import { useQueryClient } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import { useHost } from '../host/hostContext';

export function useAnsweredList(resource: string, answers?: string, route: Readonly<Record<string, string>> = {}) {
  const queryClient = useQueryClient();
  const host = useHost();
  return async (answer: unknown) => {
    const records = answers ? (answer as Record<string, unknown> | null)?.[answers] : undefined;
    // The list is read by its route values (a clinic's hash), one of them its filter.
    const [target] = Object.entries(route);
    if (Array.isArray(records) && target) {
      const [field, id] = target;
      // A list not read yet stays unread: undefined leaves its cache as it is.
      const replace = (old: GetListResult | undefined) => old && { ...old, data: records as RaRecord[], total: records.length };
      // react-admin's keys: [resource, method, params], a partial params object matching; these
      // lists are read whole, filtered by the route value only (getList), or as its references.
      queryClient.setQueriesData({ queryKey: [resource, 'getList', { filter: { [field]: id } }] }, replace);
      queryClient.setQueriesData({ queryKey: [resource, 'getManyReference', { target: field, id }] }, replace);
    } else await queryClient.invalidateQueries({ queryKey: [resource] });
    host?.onSaved();
  };
}
