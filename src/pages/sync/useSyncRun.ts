// Runs synchronisation steps one after another: each answer's message goes to the log and the next
// step starts; an error in the answer, or a failed call, goes to the log in red and ends the run.
// Cancel (or closing the screen) lets the step in flight finish and starts no further step.
import { useEffect, useRef, useState } from 'react';

/** What every step answers (callback, the server's next step, is unused: the browser keeps the
 * order itself, as the original client did). */
type SyncAnswer = { message?: string | null; error?: string | null };

export type SyncPhase = 'idle' | 'running' | 'stopping' | 'finished' | 'failed' | 'cancelled';

export interface SyncLogLine {
  step: string;
  text: string;
  failed: boolean;
}

type Outcome = { failed: false; text: string } | { failed: true; text: string };

/** The error text of a refused call: the answer's `error` (409 busy, 502 failed step), else its message. */
function reasonOf(error: unknown): string {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return error instanceof Error ? error.message : '';
}

async function attempt(runStep: (step: string) => Promise<SyncAnswer | null>, step: string): Promise<Outcome> {
  try {
    const answer = await runStep(step);
    if (answer?.error) return { failed: true, text: answer.error };
    return { failed: false, text: answer?.message ?? '' };
  } catch (error) {
    return { failed: true, text: reasonOf(error) };
  }
}

export function useSyncRun(
  steps: readonly string[],
  runStep: (step: string) => Promise<SyncAnswer | null>,
  onStepDone?: (step: string) => void,
) {
  const [phase, setPhase] = useState<SyncPhase>('idle');
  const [log, setLog] = useState<SyncLogLine[]>([]);
  const [current, setCurrent] = useState(0);
  const stopped = useRef(false);
  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );

  const start = async () => {
    stopped.current = false;
    setLog([]);
    setPhase('running');
    for (const [index, step] of steps.entries()) {
      if (stopped.current) {
        setPhase('cancelled');
        return;
      }
      setCurrent(index);
      const outcome = await attempt(runStep, step);
      setLog((lines) => [...lines, { step, ...outcome }]);
      if (outcome.failed) {
        setPhase('failed');
        return;
      }
      onStepDone?.(step);
    }
    setPhase('finished');
  };

  const cancel = () => {
    stopped.current = true;
    setPhase((now) => (now === 'running' ? 'stopping' : now));
  };

  return { phase, log, current, start, cancel };
}
