// Writes the general clinics report (GET /api/admin/xlsadmin) as it reads it: exceljs's streaming
// workbook writer, fed one keyset page of clinics at a time, its zip piped to `out`. exceljs writes
// the workbook, the columns, the frozen heading and the heading row; the data rows go into its
// worksheet stream as SpreadsheetML made by sheetRows.ts (why: that file). Memory holds one page
// and the zip's buffers, whatever the directory's size: the next page waits until the compressor
// took the last one, and the compressor waits for the client.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { EditLang } from '../../../common/lang';
import { reportPage } from '../../repositories/clinicReport';
import type { Sql } from '../../repositories/rawSql';
import { reportColumns, sheetName } from './clinicReportColumns';
import { sheetRowWriter } from './sheetRows';

/** Clinics a page. Small, so that a page's XML reaches the compressor before V8's next young
 * collection: what waits longer is moved to the old generation, and the buffers it holds outlive
 * the report's pace until a full collection (1,000 a page: 60 MB of such buffers, 250 MB peak at
 * 100k clinics; 100: 190 MB at the same speed, docs/decisions.md "Clinics report, round 3"). */
export const REPORT_PAGE = 100;

/** Characters of XML handed to the sheet stream at a time, so that each text and the buffer it is
 * encoded into stay small, short-lived objects (a page's text in one piece is several MB, a
 * large object that only V8's full collections free). */
const CHUNK = 16_384;

const DATE_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'yyyy-mm-dd hh:mm' });

/** What the report uses of exceljs's streaming writer beyond its typings: the worksheet's zip
 * entry stream (a StreamBuf that hands its chunks on to the zip, through archiver's PassThrough of
 * readable-stream 2, without waiting for them to be taken) and the workbook's style table. */
type Pipe = Writable & { _writableState?: { needDrain: boolean } };
type SheetStream = Writable & { pipes?: Pipe[] };
type Internals = { stream: SheetStream };
type Styles = { styles: { addStyleModel(style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType): number } };

/**
 * Waits until the zip has taken what the sheet stream handed it (StreamBuf ignores the zip's
 * back-pressure, so without this the whole sheet's XML would pile up in front of the compressor)
 * and the client has taken the zip; a client that went away ends the report. The turn of the event
 * loop lets the zip and the socket work between SQLite's synchronous reads.
 */
async function drained(sheet: SheetStream, out: Writable) {
  await new Promise((resolve) => setImmediate(resolve));
  // readable-stream 2 has no writableNeedDrain; its state says the same.
  const full = [...(sheet.pipes ?? []), out as Pipe].find((pipe) => pipe.writableNeedDrain ?? pipe._writableState?.needDrain);
  if (full) await drainOrClose(full, out);
  if (out.destroyed) throw new Error('the client stopped reading the report');
}

/** Until `stream` drains or `out` closes, whichever comes first; the other listener is removed. */
async function drainOrClose(stream: Writable, out: Writable) {
  const stop = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

export async function writeClinicReport(sql: Sql, lang: EditLang, out: Writable, pageSize = REPORT_PAGE): Promise<number> {
  const columns = reportColumns(lang);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(lang), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const dateStyle = (workbook as unknown as Styles).styles.addStyleModel(DATE_STYLE, ExcelJS.ValueType.Date);
  const rowXml = sheetRowWriter(columns.length, dateStyle);
  const stream = (sheet as unknown as Internals).stream;
  let rows = 0;
  // The next page is asked for before this one is written: PostgreSQL answers it on the other core
  // meanwhile (SQLite reads it at once, as before).
  let next = reportPage(sql, 0, pageSize, lang);
  for (;;) {
    const clinics = await next;
    const more = clinics.length === pageSize;
    if (more) {
      next = reportPage(sql, clinics[pageSize - 1].id, pageSize, lang);
      // Read by the next turn, or abandoned with the report when the client went away.
      next.catch(() => {});
    }
    let xml = '';
    for (const clinic of clinics) {
      rows += 1;
      xml += rowXml(
        rows + 1,
        columns.map((column) => column.value(clinic)),
      );
      if (xml.length < CHUNK) continue;
      stream.write(xml);
      xml = '';
    }
    if (xml) stream.write(xml);
    if (!more) break;
    await drained(stream, out);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
