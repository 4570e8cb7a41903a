// A CSV export's second thread (services/export/csvInTwoThreads.ts; compiled beside the server as
// dist-server/exportCsvWorker.mjs by serverBuild.ts): for one export, it loads the list's
// declaration and makes the same columns as the server's thread (the same translator, chosen
// columns and language), opens a connection of its own, and answers each batch of ids it is sent
// with the batch's CSV lines (services/export/csvBatchText.ts, which the server's thread uses too)
// as UTF-8 bytes, in the order asked. `null` asks it to close its connection and end. It imports
// nothing of the HTTP side (no Fastify, no routes): its isolate's memory is the declarations, the
// catalogs and a batch. Any failure ends it with an error, which fails the download.
import { parentPort, workerData } from 'node:worker_threads';
import { isResource } from '../common/resource';
import { en } from '../i18n/en';
import { translatorOf } from '../i18n/interpolate';
import { ru } from '../i18n/ru';
import { openPostgres, openSqliteScan } from './db/kysely';
import { loadScreensOf } from './engine/declarations';
import { csvBatchText } from './services/export/csvBatchText';
import type { CsvWorkerData } from './services/export/csvWorkerThread';
import { exportColumns } from './services/export/exportColumns';
import { OWN_BATCH_READS } from './services/export/ownBatchReads';

/** Connections of the worker's pool on PostgreSQL: it reads one batch at a time. */
const POOL = 2;

const { database, resource, lang, chosen, references } = workerData as CsvWorkerData;
const port = parentPort;
const read = OWN_BATCH_READS[resource];
const screen = (await loadScreensOf(resource)).filter(isResource).find((declared) => declared.config.name === resource);
if (!port || !read || !screen) throw new Error(`${resource}: no export batches to make here`);
const columns = exportColumns(screen.config, lang, translatorOf({ ru, en }), chosen);
const lines = csvBatchText(columns, { joins: screen.config.list.joins, references, lang });
const handle = database.url ? openPostgres(database.url, POOL) : openSqliteScan(database.file ?? '');
const sql = { db: handle.db, dialect: handle.dialect };

const encoder = new TextEncoder();

// One batch at a time, in the order asked; a failure is left unhandled, which ends the thread with it.
let queue = Promise.resolve();
port.on('message', (ids: number[] | null) => {
  queue = queue.then(async () => {
    if (ids === null) {
      port.close();
      await handle.close();
      return;
    }
    // Encoded here and handed over without a copy: the server's thread writes the bytes as they
    // are, and holds no string of the batch's (nor encodes it).
    const { text, rows } = lines(await read(sql, ids));
    const bytes = encoder.encode(text as string);
    port.postMessage({ text: bytes, rows }, [bytes.buffer]);
  });
});
port.postMessage('ready');
