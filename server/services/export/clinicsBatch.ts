// A batch of the clinics list's export for a list of ids (services/export/clinicsExportRead.ts):
// the clinics as the list's page answers them and the page's side lists for them. Read by the
// server's thread and by a CSV export's second thread (server/exportCsvWorker.ts) alike.
import { clinicExportRows } from '../../repositories/clinicExportRows';
import { clinicListSides } from '../../repositories/clinicListSides';
import type { Sql } from '../../repositories/rawSql';
import type { ListBatch } from './listBatches';

export async function clinicsBatch(sql: Sql, ids: readonly number[]): Promise<ListBatch> {
  const [records, sides] = await Promise.all([clinicExportRows(sql, ids), clinicListSides(sql, ids)]);
  return { records, sides };
}
