// The upload queue (000 §5, §9), pure: at most `parallel` files at a time; a failure can be retried
// unless it is an UploadRefusal (the same file would fail again); a round's end is announced once.

import { UploadRefusal } from './uploadFailure';

export const UPLOAD_PARALLEL = 3;
const PARALLEL_MIN = 1;
const PARALLEL_MAX = 5;

export type UploadState = 'rejected' | 'waiting' | 'running' | 'done' | 'failed';

export interface QueueItem<F> {
  id: number;
  file: F;
  state: UploadState;
  /** 0..1 while running or done; null while the work has no measure (e.g. compressing). */
  progress: number | null;
  /** Why the file was refused or failed: an i18n key or a message. */
  error?: string;
}

export interface QueueOptions<F> {
  parallel?: number;
  /** The reason a file is refused before any work, or undefined when it may go. */
  check?: (file: F) => string | undefined;
  /** The work of one file; it rejects with an Error whose message says why. */
  run: (file: F, report: (progress: number | null) => void, signal: AbortSignal) => Promise<void>;
  onChange: (items: readonly QueueItem<F>[]) => void;
  /** Nothing is waiting or running any more; `succeeded` counts this round's finished files. */
  onIdle?: (succeeded: number) => void;
}

export const CANCELLED = 'app.media.upload.cancelled';

export function clampParallel(parallel: number | undefined): number {
  if (parallel === undefined || !Number.isFinite(parallel)) return UPLOAD_PARALLEL;
  return Math.min(PARALLEL_MAX, Math.max(PARALLEL_MIN, Math.trunc(parallel)));
}

const active = (item: QueueItem<unknown>) => item.state === 'waiting' || item.state === 'running';

export function createUploadQueue<F>(options: QueueOptions<F>) {
  const parallel = clampParallel(options.parallel);
  let items: QueueItem<F>[] = [];
  let nextId = 1;
  let succeeded = 0;
  let roundOpen = false;
  const controllers = new Map<number, AbortController>();
  let idleWaiters: Array<() => void> = [];

  const publish = () => options.onChange(items);
  const patch = (id: number, change: Partial<QueueItem<F>>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    publish();
  };

  function start(item: QueueItem<F>) {
    const controller = new AbortController();
    controllers.set(item.id, controller);
    patch(item.id, { state: 'running', progress: 0, error: undefined });
    const report = (progress: number | null) => {
      if (!controller.signal.aborted) patch(item.id, { progress });
    };
    options
      .run(item.file, report, controller.signal)
      .then(
        () => {
          succeeded += 1;
          patch(item.id, { state: 'done', progress: 1 });
        },
        (error: unknown) => {
          const reason = controller.signal.aborted ? CANCELLED : error instanceof Error && error.message ? error.message : String(error);
          const refused = !controller.signal.aborted && error instanceof UploadRefusal;
          patch(item.id, { state: refused ? 'rejected' : 'failed', error: reason });
        },
      )
      .finally(() => {
        controllers.delete(item.id);
        pump();
      });
  }

  function pump() {
    let running = items.filter((item) => item.state === 'running').length;
    for (const item of items) {
      if (running >= parallel) break;
      if (item.state !== 'waiting') continue;
      start(item);
      running += 1;
    }
    if (items.some(active) || !roundOpen) return;
    roundOpen = false;
    const count = succeeded;
    succeeded = 0;
    options.onIdle?.(count);
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  }

  return {
    parallel,
    items: () => items,
    add(files: readonly F[]) {
      const added = files.map((file): QueueItem<F> => {
        const refused = options.check?.(file);
        return refused
          ? { id: nextId++, file, state: 'rejected', progress: null, error: refused }
          : { id: nextId++, file, state: 'waiting', progress: 0 };
      });
      items = [...items, ...added];
      roundOpen ||= added.some(active);
      publish();
      pump();
    },
    retry(id: number) {
      if (!items.some((item) => item.id === id && item.state === 'failed')) return;
      patch(id, { state: 'waiting', progress: 0, error: undefined });
      roundOpen = true;
      pump();
    },
    /** Stops what runs and what waits; each becomes a failed item that can be retried. */
    cancel() {
      items = items.map((item) => (item.state === 'waiting' ? { ...item, state: 'failed', error: CANCELLED } : item));
      for (const controller of controllers.values()) controller.abort();
      publish();
    },
    /** Drops the settled items (the list starts afresh), keeping what still waits or runs. */
    forgetSettled() {
      items = items.filter(active);
      publish();
    },
    busy: () => items.some(active),
    /** Resolves once nothing waits or runs. */
    idle(): Promise<void> {
      if (!items.some(active)) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
