// What a list shows after one of its changes (a toggle, a row call, a delete): where the list
// declares that its changes answer the whole list (`answers`, a clinic's pictures: `images`), that
// answer replaces the shown list in react-admin's cache (useListAnswer, no second read); otherwise,
// or when the answer holds no list, the list is read again. Inside a host (the clinic profile) the
// host re-reads what depends on it and says so.
import { useQueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { useHost } from '../host/hostContext';
import { useListAnswer } from './useListAnswer';

export function useAnsweredList(resource: string, answers?: string, route: Readonly<Record<string, string>> = {}) {
  const queryClient = useQueryClient();
  const host = useHost();
  const write = useListAnswer(resource);
  return async (answer: unknown) => {
    const records = answers ? (answer as Record<string, unknown> | null)?.[answers] : undefined;
    // The list is read by its route values (a clinic's hash), one of them its filter.
    const [target] = Object.entries(route);
    if (Array.isArray(records) && target) write(target[0], target[1], records as RaRecord[]);
    else await queryClient.invalidateQueries({ queryKey: [resource] });
    host?.onSaved();
  };
}
