// Runs one of a resource's extra calls (a toggle, an assignment) for a record, then reloads the
// lists it changes; a failure shows the server's message (or a generic one) in the error alert.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ActionParams, AppDataProvider } from '../../../dataProvider/index';

export function useRecordAction(resource: string, reloads: readonly string[] = [resource]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  /** Resolves to the answer, or to undefined after a failure (already shown). */
  const run = async <T = unknown>(name: string, params: ActionParams, success?: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      const answer = (await dataProvider.action(resource, name, params)) as T;
      await Promise.all(reloads.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      if (success) notify(success, { type: 'success', messageArgs: (answer ?? {}) as Record<string, unknown> });
      return answer;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.list.toggleFailed', { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return { run, busy };
}
