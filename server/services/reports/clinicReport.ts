// Writes the general clinics report (GET /api/admin/xlsadmin) as it reads it: exceljs's streaming
// workbook writer, fed one keyset page of clinics at a time, its zip piped to `out`. Memory holds
// one page and the zip's buffers, whatever the directory's size; when the client reads slower
// than the database answers, the next page waits for the stream to drain.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { EditLang } from '../../../common/lang';
import { reportPage } from '../../repositories/clinicReport';
import type { Sql } from '../../repositories/rawSql';
import { type CellValue, reportColumns, sheetName } from './clinicReportColumns';
import { safeText } from './safeCell';

/** Clinics a page: big enough that the statements cost little per row, small enough to stream. */
export const REPORT_PAGE = 1000;

const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const DATE_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'yyyy-mm-dd hh:mm' });

const cell = (value: CellValue) => (typeof value === 'string' ? safeText(value) : value);

/**
 * Lets the zip (archiver, compressing on the thread pool) and the socket take what the page made,
 * then waits while the stream's buffer is full; a client that went away ends the report. Without
 * the turn of the event loop, SQLite's synchronous reads would let the whole workbook pile up in
 * the zip's buffers before a byte went out.
 */
async function drained(out: Writable) {
  await new Promise((resolve) => setImmediate(resolve));
  if (!out.writableNeedDrain) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
  if (out.destroyed) throw new Error('the client stopped reading the report');
}

export async function writeClinicReport(sql: Sql, lang: EditLang, out: Writable, pageSize = REPORT_PAGE): Promise<number> {
  const columns = reportColumns(lang);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(lang), { views: [{ state: 'frozen', ySplit: 1 }] });
  // One style object per column, given to every cell of it: exceljs keys its style table by the
  // object, so a shared one is looked up once, where a copy per cell (its default) is serialised
  // and compared for every cell, a fifth of the report's time.
  const styles = columns.map((_, i) => (i === columns.length - 1 ? DATE_STYLE : PLAIN_STYLE));
  sheet.columns = columns.map((column, i) => ({ header: column.header, width: column.width, style: styles[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after = 0;
  let rows = 0;
  for (;;) {
    const page = await reportPage(sql, after, pageSize, lang);
    for (const clinic of page.clinics) {
      const row = sheet.addRow(columns.map((column) => cell(column.value(clinic, page))));
      row.eachCell({ includeEmpty: true }, (target, at) => {
        target.style = styles[at - 1];
      });
      row.commit();
    }
    rows += page.clinics.length;
    if (page.clinics.length < pageSize) break;
    after = page.clinics[page.clinics.length - 1].id;
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
