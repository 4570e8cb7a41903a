// A CSV export's lines made in two threads (issue 27 point 2): the server's thread walks the ids
// and hands batches of them to one worker thread (csvWorkerThread.ts) whenever it has room (at most
// WORKER_AHEAD asked), making the other batches' lines itself meanwhile; the texts are given in the
// ids' order. Records are never handed between threads (that cost what reading them costs:
// docs/decisions.md "The export's read in a worker thread, tried and not kept"), only ids one way
// and a text the other. The worker is started once the first batch turns out full (a list of one
// batch is not worth its start) and used once ready; until then, or if it cannot start, the
// server's thread makes every batch, so the export degrades to one thread and is never held back.
import { setImmediate as turn } from 'node:timers/promises';
import type { CsvText } from '../sheets/csvWriter';
import type { CsvWorkerThread } from './csvWorkerThread';

/** A text on its way: settled (made, or failed) or not yet. */
type Slot = { made: Promise<CsvText>; settled: boolean };

const slotOf = (made: Promise<CsvText>): Slot => {
  const slot: Slot = { made, settled: false };
  made.then(
    () => {
      slot.settled = true;
    },
    () => {
      slot.settled = true;
    },
  );
  return slot;
};

/** Texts made and held, waiting for an earlier batch of the worker's, at most: beyond it the
 * server's thread waits for the worker rather than holding more text. */
const HELD = 3;

/** How many batches each thread made. */
export type Shares = { batches: number; byWorker: number };

/** `ids`: the walk, `batch` ids a batch (a shorter batch is the last); `local`: a batch's lines made
 * on this thread; `startWorker`: a worker for this export, or none; `wait`: the next batch waits
 * until the worker is ready or failed (EXPORT_CSV_WORKER=wait: a list of a few batches, which its
 * start would otherwise outrun, then has some made by the worker, as a test needs); `ended`: told each thread's
 * share at the end (the log says it). The worker is stopped when the texts end, also early (the
 * client gone, a failure). */
export async function* csvInTwoThreads(
  ids: AsyncIterable<number[]>,
  batch: number,
  local: (ids: number[]) => Promise<CsvText>,
  startWorker: () => CsvWorkerThread | undefined,
  wait: boolean,
  ended: (shares: Shares) => void = () => {},
): AsyncGenerator<CsvText> {
  const shares: Shares = { batches: 0, byWorker: 0 };
  const slots: Slot[] = [];
  let worker: CsvWorkerThread | undefined;
  let first = true;
  try {
    for await (const next of ids) {
      if (!next.length) continue;
      shares.batches += 1;
      if (worker?.free) {
        shares.byWorker += 1;
        slots.push(slotOf(worker.lines(next)));
        continue;
      }
      slots.push(slotOf(local(next)));
      // SQLite reads synchronously: a turn lets the socket be written and the worker's answers in.
      await turn();
      if (first && next.length === batch) {
        worker = startWorker();
        if (wait) await worker?.started;
      }
      first = false;
      while (slots.length && (slots[0].settled || slots.length > HELD)) yield await (slots.shift() as Slot).made;
    }
    for (const slot of slots.splice(0)) yield await slot.made;
  } finally {
    worker?.stop();
    ended(shares);
  }
}
