// The server's side of a CSV export's second thread (server/exportCsvWorker.ts): started for one
// export, it is sent batches of ids and answers each with its CSV lines as one text, in the order
// asked. Until it says it is ready (its modules and the list's declaration loaded, its connection
// open) it is not used, and one that fails before then is simply not used: the export goes on in
// one thread. One that fails after it was used fails every batch it was asked for. `stop` ends it
// (the export done, or the client gone): it closes its connection and exits, or is ended within a
// second. docs/decisions.md "A CSV export's lines made in two threads".
import { Worker } from 'node:worker_threads';
import type { Lang } from '../../../common/lang';
import type { ListRecord } from '../../../common/listPage';
import type { CsvText } from '../sheets/csvWriter';

/** A CSV export's second thread as the server is given it: its compiled module, and whether an
 * export waits for its start (EXPORT_CSV_WORKER=wait, for a test on a small list; server/main.ts). */
export type ExportCsvWorker = { script: string; wait: boolean };

/** What the worker needs to make the same lines: where the database is, which list, in which
 * language, the columns chosen, and the whole lists the list's joins read (read once by the
 * server's thread, through their calls and the user's access). */
export type CsvWorkerData = {
  database: { url?: string; file?: string };
  resource: string;
  lang: Lang;
  chosen?: readonly string[];
  references: Readonly<Record<string, readonly ListRecord[]>>;
};

/** The worker's heap, bounded: a batch's rows and text are young garbage, its lasting part the
 * list's declaration and the catalogs (measured: 10-16 MB of old space). Beyond it the worker
 * fails, and so does the download, rather than the server's memory growing. A young generation of
 * 4 or 8 MB instead of 16 took 8-19 MB off the worker's peak for 0.2-0.5 s more CPU a download. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/** Batches a worker is asked for at most before it answered: the reading waits on it, and on the
 * client behind it (back-pressure). */
export const WORKER_AHEAD = 2;

type Waiting = { resolve: (text: CsvText) => void; reject: (error: Error) => void };

export class CsvWorkerThread {
  #worker: Worker;
  #waiting: Waiting[] = [];
  #ready = false;
  #failed: Error | undefined;
  #stopped = false;
  #settle: () => void = () => {};
  /** Resolved once it is ready or has failed (a test waits for it: csvInTwoThreads's `wait`). */
  readonly started = new Promise<void>((resolve) => {
    this.#settle = resolve;
  });

  constructor(script: string, data: CsvWorkerData, onFailure: (error: Error, used: boolean) => void) {
    this.#worker = new Worker(script, { workerData: data, resourceLimits: RESOURCE_LIMITS });
    this.#worker.on('message', (message: CsvText | 'ready') => {
      if (message === 'ready') {
        this.#ready = true;
        this.#settle();
      } else this.#waiting.shift()?.resolve(message);
    });
    const fail = (error: Error) => {
      if (this.#failed || this.#stopped) return;
      this.#failed = error;
      this.#settle();
      onFailure(error, this.#ready);
      for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the export's worker exited (${code})`)));
  }

  /** Whether it may be sent a batch now: ready, not failed, fewer than WORKER_AHEAD asked. */
  get free(): boolean {
    return this.#ready && !this.#failed && !this.#stopped && this.#waiting.length < WORKER_AHEAD;
  }

  /** The CSV lines of the batch of `ids`. */
  lines(ids: readonly number[]): Promise<CsvText> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#worker.postMessage(ids);
    });
  }

  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#failed) return;
    // Asked to close its connection and exit once its batch is done; ended if it does not.
    this.#worker.postMessage(null);
    setTimeout(() => this.#worker.terminate(), 1000).unref();
    this.#worker.unref();
  }
}
