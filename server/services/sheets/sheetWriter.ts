// Writes one worksheet as it is read (the clinics report, a list's export): exceljs's streaming
// workbook writer, fed one batch of rows at a time, its zip piped to `out`. exceljs writes the
// workbook, the columns, the frozen heading and the heading row; the data rows go into its
// worksheet stream as SpreadsheetML made by sheetRows.ts (why: that file). Memory holds one batch
// and the zip's buffers, whatever the number of rows: the next batch is taken once the compressor
// took the last one, and the compressor waits for the client.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { drainOrClose } from './drainOrClose';
import { type CellValue, sheetRowWriter } from './sheetRows';

/** Characters of XML handed to the sheet stream at a time, so that each text and the buffer it is
 * encoded into stay small, short-lived objects (a batch's text in one piece is several MB, a
 * large object that only V8's full collections free). */
const CHUNK = 16_384;

/** The zip's compression: deflate's fastest level. The sheet's XML is repetitive, so the file is
 * only a fifth larger (a list of 100k clinics: 3.1 → 3.8 MB) for about a third of the compressor's
 * time, which at zlib's default level was the largest single cost of a workbook. */
const ZIP = { zlib: { level: 1 } };

const DATE_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: 'yyyy-mm-dd hh:mm' });

/** What is used of exceljs's streaming writer beyond its typings: the worksheet's zip entry stream
 * (a StreamBuf that hands its chunks on to the zip, through archiver's PassThrough of
 * readable-stream 2, without waiting for them to be taken) and the workbook's style table. */
type Pipe = Writable & { _writableState?: { needDrain: boolean } };
type SheetStream = Writable & { pipes?: Pipe[] };
type Internals = { stream: SheetStream };
type Styles = { styles: { addStyleModel(style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType): number } };

/**
 * Waits until the zip has taken what the sheet stream handed it (StreamBuf ignores the zip's
 * back-pressure, so without this the whole sheet's XML would pile up in front of the compressor)
 * and the client has taken the zip; a client that went away ends the writing. The turn of the
 * event loop lets the zip and the socket work between SQLite's synchronous reads.
 */
async function drained(sheet: SheetStream, out: Writable) {
  await new Promise((resolve) => setImmediate(resolve));
  // readable-stream 2 has no writableNeedDrain; its state says the same.
  const full = [...(sheet.pipes ?? []), out as Pipe].find((pipe) => pipe.writableNeedDrain ?? pipe._writableState?.needDrain);
  if (full) await drainOrClose(full, out);
  if (out.destroyed) throw new Error('the client stopped reading');
}

export type SheetColumn = { header: string; width: number };

/** Writes the sheet `name` of `columns` and the rows of `batches` to `out`; answers the rows written. */
export async function writeSheet(
  out: Writable,
  name: string,
  columns: SheetColumn[],
  batches: AsyncIterable<CellValue[][]>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: ZIP });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const dateStyle = (workbook as unknown as Styles).styles.addStyleModel(DATE_STYLE, ExcelJS.ValueType.Date);
  const rowXml = sheetRowWriter(columns.length, dateStyle);
  const stream = (sheet as unknown as Internals).stream;
  let rows = 0;
  for await (const batch of batches) {
    let xml = '';
    for (const values of batch) {
      rows += 1;
      xml += rowXml(rows + 1, values);
      if (xml.length < CHUNK) continue;
      stream.write(xml);
      xml = '';
    }
    if (xml) stream.write(xml);
    await drained(stream, out);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
