// The clinics list's export read (issue 27 point 2): the list's own query, walked by keyset. The
// same filters (services/catalogue/clinicFilters.ts, which the list's route reads), the same plan
// of which index finds the ids (clinicsList.ts walkOf), the same order (id descending); then each
// batch's clinics as the list's page answers them (repositories/clinicExportRows.ts), without the
// page statement's JSON, which cost about 14 ms per 1,000 rows and capped the export near 70,000
// rows/s, and the page's side lists (modules, doctor and review counts) that its columns show
// (repositories/clinicListSides.ts). tests/api/exportReads.test.ts checks that it gives what the page call gives.
import { clinicExportRows } from '../../repositories/clinicExportRows';
import { clinicIds, idsBefore } from '../../repositories/clinicList';
import { clinicListSides } from '../../repositories/clinicListSides';
import type { Sql } from '../../repositories/rawSql';
import { clinicFiltersOf } from '../catalogue/clinicFilters';
import { walkOf } from '../catalogue/clinicsList';
import type { ListBatch } from './listBatches';

/** Clinics a batch: small enough that a batch's rows and text are young garbage (as the report's
 * pages of 100, services/reports/clinicReport.ts), large enough that a statement's cost is spread:
 * 1,000 rather than 500 cut PostgreSQL's export by a third (each batch costs round trips and three
 * statements' set-up besides its rows) and SQLite's CSV by about a tenth, for about 10 MB more peak. */
export const CLINICS_BATCH = 1000;

type Batch = { ids: number[]; rows: ListBatch['records']; sides: ListBatch['sides'] };

/** `batch`, `kept`: the batch's size and the most matching ids a walk keeps rather than walking
 * the index (clinicsList.ts walkOf); a test makes both small. */
export async function* clinicsExportRead(
  sql: Sql,
  input: Record<string, unknown>,
  { batch = CLINICS_BATCH, kept }: { batch?: number; kept?: number } = {},
): AsyncGenerator<ListBatch> {
  const filters = clinicFiltersOf(input);
  if (!filters) return;
  const walk = await walkOf(sql, filters, kept);
  const { ids, driver } = walk;
  /** The ids after `last` (none: the first), `batch` of them at most. */
  const idsAfter = (last: number | undefined, taken: number): Promise<number[]> =>
    ids
      ? Promise.resolve(ids.slice(taken, taken + batch))
      : last === undefined
        ? clinicIds(sql, filters, driver, batch, 0)
        : idsBefore(sql, filters, driver, last, batch);
  const read = async (last: number | undefined, taken: number): Promise<Batch> => {
    const next = await idsAfter(last, taken);
    if (!next.length) return { ids: next, rows: [], sides: {} };
    const [rows, sides] = await Promise.all([clinicExportRows(sql, next), clinicListSides(sql, next)]);
    return { ids: next, rows, sides };
  };
  // The next batch is asked for before this one is written: PostgreSQL answers it meanwhile on the
  // other core (SQLite reads it at once), as the clinics report does.
  let next = read(undefined, 0);
  for (let taken = 0; ; ) {
    const { ids: got, rows, sides } = await next;
    taken += got.length;
    const more = got.length === batch;
    if (more) {
      next = read(got[got.length - 1], taken);
      // Read by the next turn, or abandoned with the export when the client went away.
      next.catch(() => {});
    }
    if (rows.length) yield { records: rows, sides };
    if (!more) return;
  }
}
