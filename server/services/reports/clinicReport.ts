// Writes the general clinics report (GET /api/admin/xlsadmin) as it reads it: one keyset page of
// clinics at a time, written by the streaming sheet writer (services/sheets/sheetWriter.ts) to `out`.
import type { Writable } from 'node:stream';
import type { EditLang } from '../../../common/lang';
import { reportPage } from '../../repositories/clinicReport';
import type { Sql } from '../../repositories/rawSql';
import type { CellValue } from '../sheets/sheetRows';
import { writeSheet } from '../sheets/sheetWriter';
import { type Column, reportColumns, sheetName } from './clinicReportColumns';

/** Clinics a page. Small, so that a page's XML reaches the compressor before V8's next young
 * collection: what waits longer is moved to the old generation, and the buffers it holds outlive
 * the report's pace until a full collection (1,000 a page: 60 MB of such buffers, 250 MB peak at
 * 100k clinics; 100: 190 MB at the same speed, docs/decisions.md "Clinics report, round 3"). */
export const REPORT_PAGE = 100;

/** The report's rows, a page at a time. The next page is asked for before this one is written:
 * PostgreSQL answers it on the other core meanwhile (SQLite reads it at once). */
async function* reportRows(sql: Sql, lang: EditLang, columns: Column[], pageSize: number): AsyncGenerator<CellValue[][]> {
  let next = reportPage(sql, 0, pageSize, lang);
  for (;;) {
    const clinics = await next;
    const more = clinics.length === pageSize;
    if (more) {
      next = reportPage(sql, clinics[pageSize - 1].id, pageSize, lang);
      // Read by the next turn, or abandoned with the report when the client went away.
      next.catch(() => {});
    }
    yield clinics.map((clinic) => columns.map((column) => column.value(clinic)));
    if (!more) return;
  }
}

export function writeClinicReport(sql: Sql, lang: EditLang, out: Writable, pageSize = REPORT_PAGE): Promise<number> {
  const columns = reportColumns(lang);
  return writeSheet(out, sheetName(lang), columns, reportRows(sql, lang, columns, pageSize));
}
