// The lists whose own export read (exportRead.ts OWN_READS) is split in two: the walk of the ids,
// which the server's thread runs, and the batch for a list of ids, which a CSV export's second
// thread reads too (csvInTwoThreads.ts, server/exportCsvWorker.ts). Kept apart from exportRead.ts
// so that the worker's bundle holds the batch's read and nothing of the HTTP side.
import type { Sql } from '../../repositories/rawSql';
import { clinicsBatch } from './clinicsBatch';
import type { ListBatch } from './listBatches';

export type BatchRead = (sql: Sql, ids: readonly number[]) => Promise<ListBatch>;

/** Lists (by resource) whose export batches can be read for their ids alone. */
export const OWN_BATCH_READS: Readonly<Record<string, BatchRead>> = { clinics: clinicsBatch };
