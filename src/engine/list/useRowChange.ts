// A change made from one row of a list: the row is busy while its call runs, and a refusal says the
// server's reason where its answer gives one (not a bare status text, which is English), or `failed`.
import { useState } from 'react';
import { type Identifier, useNotify } from 'react-admin';

export function useRowChange(failed: string, always?: () => unknown) {
  const notify = useNotify();
  const [busyId, setBusyId] = useState<Identifier | null>(null);
  const change = async <T>(id: Identifier, call: () => Promise<T>, show: (answer: T) => unknown): Promise<boolean> => {
    setBusyId(id);
    try {
      await show(await call());
      return true;
    } catch (error) {
      const reason = (error as { body?: { message?: unknown } } | null)?.body?.message;
      notify(typeof reason === 'string' && reason ? reason : failed, { type: 'error' });
      return false;
    } finally {
      // What the list must do after any change, stored or refused (read itself again).
      await always?.();
      setBusyId(null);
    }
  };
  return { busyId, change };
}
