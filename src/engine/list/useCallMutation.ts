// A declared call made from a screen's button (dataProvider.<call>), as a react-query mutation:
// on success the lists it changes reload and, when given, a success message says so with the
// answer's values as its arguments; a failure shows the server's reason (or the one wording of a
// change not saved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { failureReason } from '../failureReason';

interface Options<Input> {
  /** The query keys' first parts whose queries the call changes (`['clinics', 'agents']`). */
  reloads: readonly string[];
  /** The message key shown after success (its arguments: the answer's fields), or the key and
   * arguments for the call's input (a row's action). */
  success?: string | ((input: Input) => [string, Record<string, unknown>]);
}

export function useCallMutation<Input, Answer>(call: (input: Input) => Promise<Answer>, { reloads, success }: Options<Input>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, input) => {
      await Promise.all(reloads.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      const [message, messageArgs] = typeof success === 'function' ? success(input) : [success, (answer ?? {}) as Record<string, unknown>];
      if (message) notify(message, { type: 'success', messageArgs });
    },
    onError: (error) => notify(failureReason(error), { type: 'error' }),
  });
}
