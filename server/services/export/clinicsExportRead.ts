// The clinics list's export read (issue 27 point 2): the list's own query, walked by keyset. The
// same filters (services/catalogue/clinicFilters.ts, which the list's route reads), the same plan
// of which index finds the ids (clinicsList.ts walkOf), the same order (id descending); then each
// batch's clinics as the list's page answers them (repositories/clinicExportRows.ts), without the
// page statement's JSON, which cost about 14 ms per 1,000 rows and capped the export near 70,000
// rows/s, and the page's side lists (modules, doctor and review counts) that its columns show
// (repositories/clinicListSides.ts). tests/api/exportReads.test.ts checks that it gives what the page call gives.
// Its two halves are apart: the walk of the ids (clinicIdBatches, the server's thread) and the
// batch for a list of ids (clinicsBatch, services/export/ownBatchReads.ts), which a CSV export's
// second thread reads too (services/export/csvInTwoThreads.ts).
import { clinicIds, idsBefore } from '../../repositories/clinicList';
import type { Sql } from '../../repositories/rawSql';
import { clinicFiltersOf } from '../catalogue/clinicFilters';
import { walkOf } from '../catalogue/clinicsList';
import { clinicsBatch } from './clinicsBatch';
import type { ListBatch } from './listBatches';

/** Clinics a batch: small enough that a batch's rows and text are young garbage (as the report's
 * pages of 100, services/reports/clinicReport.ts), large enough that a statement's cost is spread:
 * 1,000 rather than 500 cut PostgreSQL's export by a third (each batch costs round trips and three
 * statements' set-up besides its rows) and SQLite's CSV by about a tenth, for about 10 MB more peak. */
export const CLINICS_BATCH = 1000;

/** `batch`, `kept`: the batch's size and the most matching ids a walk keeps rather than walking
 * the index (clinicsList.ts walkOf); a test makes both small. */
export type WalkOptions = { batch?: number; kept?: number };

/** The ids of the clinics the list shows under `input`, in its order, `batch` at a time (the last
 * batch shorter, or empty when the ids are a multiple of `batch`). */
export async function* clinicIdBatches(
  sql: Sql,
  input: Record<string, unknown>,
  { batch = CLINICS_BATCH, kept }: WalkOptions = {},
): AsyncGenerator<number[]> {
  const filters = clinicFiltersOf(input);
  if (!filters) return;
  const { ids, driver } = await walkOf(sql, filters, kept);
  for (let taken = 0, last: number | undefined; ; ) {
    const next = ids
      ? ids.slice(taken, taken + batch)
      : last === undefined
        ? await clinicIds(sql, filters, driver, batch, 0)
        : await idsBefore(sql, filters, driver, last, batch);
    yield next;
    if (next.length < batch) return;
    taken += next.length;
    last = next[next.length - 1];
  }
}

export async function* clinicsExportRead(sql: Sql, input: Record<string, unknown>, options: WalkOptions = {}): AsyncGenerator<ListBatch> {
  const walk = clinicIdBatches(sql, input, options);
  const read = async (): Promise<ListBatch | undefined> => {
    const next = await walk.next();
    return next.done ? undefined : next.value.length ? clinicsBatch(sql, next.value) : { records: [], sides: {} };
  };
  // The next batch is asked for before this one is written: PostgreSQL answers it meanwhile on the
  // other core (SQLite reads it at once), as the clinics report does.
  let next = read();
  try {
    for (;;) {
      const batch = await next;
      if (!batch) return;
      next = read();
      // Read by the next turn, or abandoned with the export when the client went away.
      next.catch(() => {});
      if (batch.records.length) yield batch;
    }
  } finally {
    await walk.return(undefined);
  }
}
