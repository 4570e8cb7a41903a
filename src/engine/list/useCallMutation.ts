// A declared call made from a screen's button (a row's or a record's action, a section's approval), as
// a react-query mutation: on success the lists it changes reload; a failure says the server's reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { failureReason } from '../failureReason';

interface Options<Input, Answer> {
  /** The query keys' first parts whose queries the call changes (`['clinics', 'agents']`). */
  reloads: readonly string[];
  /** The message key shown after success (its arguments: the answer's fields), or the key and
   * arguments for the call's input (a row's action). */
  success?: string | ((input: Input) => [string, Record<string, unknown>]);
  /** Then given the answer (a record page shows the stored record). */
  onDone?: (answer: Answer) => unknown;
}

export function useCallMutation<Input, Answer>(
  call: (input: Input) => Promise<Answer>,
  { reloads, success, onDone }: Options<Input, Answer>,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, input) => {
      await Promise.all(reloads.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      const [message, messageArgs] = typeof success === 'function' ? success(input) : [success, (answer ?? {}) as Record<string, unknown>];
      if (message) notify(message, { type: 'success', messageArgs });
      await onDone?.(answer);
    },
    onError: (error) => notify(failureReason(error), { type: 'error' }),
  });
}
