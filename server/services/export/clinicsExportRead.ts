// The clinics list's export read (issue 27 point 2): the list's own query, walked by keyset. The
// same filters (services/catalogue/clinicFilters.ts, which the list's route reads), the same plan
// of which index finds the ids (clinicsList.ts walkOf), the same order (id descending); then each
// batch's clinics as the list's page answers them (repositories/clinicExportRows.ts), without the
// page statement's side lists and JSON, which cost about 14 ms per 1,000 rows and capped the export
// near 70,000 rows/s. tests/api/exportReads.test.ts checks that it gives what the page call gives.
import type { ListRecord } from '../../../common/listPage';
import { clinicExportRows } from '../../repositories/clinicExportRows';
import { clinicIds, idsBefore } from '../../repositories/clinicList';
import type { Sql } from '../../repositories/rawSql';
import { clinicFiltersOf } from '../catalogue/clinicFilters';
import { walkOf } from '../catalogue/clinicsList';

/** Clinics a batch: small enough that a batch's rows and text are young garbage (as the report's
 * pages of 100, services/reports/clinicReport.ts), large enough that a statement's cost is spread. */
export const CLINICS_BATCH = 500;

/** `batch`, `kept`: the batch's size and the most matching ids a walk keeps rather than walking
 * the index (clinicsList.ts walkOf); a test makes both small. */
export async function* clinicsExportRead(
  sql: Sql,
  input: Record<string, unknown>,
  { batch = CLINICS_BATCH, kept }: { batch?: number; kept?: number } = {},
): AsyncGenerator<ListRecord[]> {
  const filters = clinicFiltersOf(input);
  if (!filters) return;
  const walk = await walkOf(sql, filters, kept);
  if (walk.ids) {
    for (let at = 0; at < walk.ids.length; at += batch) yield await clinicExportRows(sql, walk.ids.slice(at, at + batch));
    return;
  }
  let ids = await clinicIds(sql, filters, walk.driver, batch, 0);
  while (ids.length) {
    yield await clinicExportRows(sql, ids);
    if (ids.length < batch) return;
    ids = await idsBefore(sql, filters, walk.driver, ids[ids.length - 1], batch);
  }
}
