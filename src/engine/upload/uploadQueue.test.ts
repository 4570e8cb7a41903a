import { describe, expect, it } from 'vitest';
import { UploadRefusal } from './uploadFailure';
import { CANCELLED, clampParallel, createUploadQueue, type QueueItem, UPLOAD_PARALLEL } from './uploadQueue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A queue whose runs wait until the test settles them, one deferred per started file. */
function scripted(parallel?: number, check?: (file: string) => string | undefined) {
  type Run = {
    file: string;
    settled: boolean;
    resolve: () => void;
    reject: (e: Error) => void;
    signal: AbortSignal;
    report: (p: number | null) => void;
  };
  const runs: Run[] = [];
  const idles: number[] = [];
  let snapshot: readonly QueueItem<string>[] = [];
  const queue = createUploadQueue<string>({
    parallel,
    check,
    run: (file, report, signal) =>
      new Promise<void>((resolve, reject) => {
        const run: Run = {
          file,
          settled: false,
          resolve: () => {
            run.settled = true;
            resolve();
          },
          reject: (error) => {
            run.settled = true;
            reject(error);
          },
          signal,
          report,
        };
        runs.push(run);
        signal.addEventListener('abort', () => run.reject(new Error('aborted')));
      }),
    onChange: (items) => {
      snapshot = items;
    },
    onIdle: (count) => idles.push(count),
  });
  const states = () => snapshot.map((item) => `${item.file}:${item.state}`);
  return { queue, runs, idles, states, item: (file: string) => snapshot.find((i) => i.file === file) };
}

const files = (n: number) => Array.from({ length: n }, (_, i) => `f${i + 1}`);

describe('upload queue', () => {
  it('clamps the parallelism to 1..5, 3 when unset or not a number', () => {
    expect(UPLOAD_PARALLEL).toBe(3);
    expect([undefined, Number.NaN, 0, -2, 1, 2.7, 5, 6, 99].map(clampParallel)).toEqual([3, 3, 1, 1, 1, 2, 5, 5, 5]);
  });

  it.each([
    [undefined, 3],
    [0, 1],
    [2, 2],
    [9, 5],
  ])('runs at most clamp(%s) = %i files at a time and starts the next as one ends', async (parallel, limit) => {
    const { queue, runs, idles } = scripted(parallel);
    queue.add(files(7));
    expect(runs).toHaveLength(limit);
    // Finish the oldest open run, one at a time, and watch how many run together.
    const together: number[] = [];
    for (let done = 0; done < 7; done++) {
      together.push(runs.filter((run) => !run.settled).length);
      runs.find((run) => !run.settled)?.resolve();
      await tick();
    }
    expect(Math.max(...together)).toBe(limit);
    expect(together[0]).toBe(limit);
    expect(runs.map((run) => run.file)).toEqual(files(7));
    expect(idles).toEqual([7]);
    expect(queue.busy()).toBe(false);
  });

  it('never starts refused files, and a round of refused files only does not announce an end', () => {
    const { queue, runs, idles, item } = scripted(3, (file) => (file.endsWith('.txt') ? 'wrong' : undefined));
    queue.add(['notes.txt']);
    expect(runs).toHaveLength(0);
    expect(item('notes.txt')).toMatchObject({ state: 'rejected', error: 'wrong' });
    expect(idles).toEqual([]);
    queue.retry(item('notes.txt')?.id ?? 0);
    expect(runs).toHaveLength(0);
  });

  it('marks a failure with its message, retries it on demand and counts the retry as this round’s success', async () => {
    const { queue, runs, idles, states, item } = scripted(1);
    queue.add(['a', 'b']);
    runs[0].reject(new Error('Compress error'));
    await tick();
    expect(item('a')).toMatchObject({ state: 'failed', error: 'Compress error' });
    runs[1].resolve();
    await tick();
    expect(states()).toEqual(['a:failed', 'b:done']);
    expect(idles).toEqual([1]);
    queue.retry(item('a')?.id ?? 0);
    expect(states()).toEqual(['a:running', 'b:done']);
    runs[2].report(0.5);
    expect(item('a')?.progress).toBe(0.5);
    runs[2].resolve();
    await tick();
    expect(states()).toEqual(['a:done', 'b:done']);
    expect(idles).toEqual([1, 1]);
  });

  it('refuses a file its work judged (an UploadRefusal): no retry, the round goes on', async () => {
    const { queue, runs, idles, states, item } = scripted(1);
    queue.add(['a', 'b']);
    runs[0].reject(new UploadRefusal('Содержимое файла не похоже на PNG'));
    await tick();
    expect(item('a')).toMatchObject({ state: 'rejected', error: 'Содержимое файла не похоже на PNG' });
    queue.retry(item('a')?.id ?? 0);
    expect(states()).toEqual(['a:rejected', 'b:running']);
    runs[1].resolve();
    await tick();
    expect(idles).toEqual([1]);
    expect(runs).toHaveLength(2);
  });

  it('cancels what runs and waits (each can be retried), and idle() resolves when nothing is left', async () => {
    const { queue, runs, item, states } = scripted(1);
    queue.add(['a', 'b']);
    let idle = false;
    void queue.idle().then(() => {
      idle = true;
    });
    queue.cancel();
    await tick();
    expect(runs[0].signal.aborted).toBe(true);
    expect(states()).toEqual(['a:failed', 'b:failed']);
    expect(item('a')?.error).toBe(CANCELLED);
    expect(idle).toBe(true);
    queue.forgetSettled();
    expect(states()).toEqual([]);
  });
});
