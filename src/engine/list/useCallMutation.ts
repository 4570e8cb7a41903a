// A declared call made from a screen's button (dataProvider.<call>), as a react-query mutation:
// on success the lists it changes reload and, when given, a success message says so with the
// answer's values as its arguments; a failure shows the server's message (or a generic one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

interface Options {
  /** The query keys' first parts whose queries the call changes (`['clinics', 'agents']`). */
  reloads: readonly string[];
  /** The message key shown after success (its arguments: the answer's fields). */
  success?: string;
}

export function useCallMutation<Input, Answer>(call: (input: Input) => Promise<Answer>, { reloads, success }: Options) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      await Promise.all(reloads.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      if (success) notify(success, { type: 'success', messageArgs: (answer ?? {}) as Record<string, unknown> });
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'app.list.toggleFailed', { type: 'error' }),
  });
}
