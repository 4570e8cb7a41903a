// A sheet's data rows (the clinics report's, a list export's) as SpreadsheetML, written straight into the worksheet stream of exceljs's
// streaming writer, which makes everything else of the workbook (zip, styles, columns, frozen
// heading, the heading row). exceljs builds a Row, a Cell and a style copy per cell and renders each
// through its generic XML writer: 140 µs a row of 43 cells, under the report's 25,000 rows/s
// (docs/decisions.md "Clinics report, round 2"). These rows hold three kinds of value only, so each
// cell is one template: a number, a text (t="str", as exceljs writes text without shared strings,
// made safe by safeCell.ts and escaped by exceljs's own encoder) or a date (a serial number under
// the date style's id).
import colCache from 'exceljs/lib/utils/col-cache.js';
import utils from 'exceljs/lib/utils/utils.js';
import { safeText } from './safeCell';

/** What a cell holds: a text, a number, a moment (a date cell), or nothing. */
export type CellValue = string | number | Date | null;

/** Writes rows of `columns` values; `dateStyle` is the style id exceljs gave the date format. */
export function sheetRowWriter(columns: number, dateStyle: number) {
  const letters = Array.from({ length: columns }, (_, i) => colCache.n2l(i + 1));
  const spans = ` spans="1:${columns}" x14ac:dyDescent="0.25">`;
  const cell = (value: CellValue, ref: string): string => {
    if (value === null) return '';
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (typeof value === 'string') return `<c r="${ref}" t="str"><v>${utils.xmlEncode(safeText(value))}</v></c>`;
    return `<c r="${ref}" s="${dateStyle}"><v>${utils.dateToExcel(value)}</v></c>`;
  };
  /** Row `number` (1-based, as in the sheet) of `values`. */
  return (number: number, values: CellValue[]): string => {
    let xml = `<row r="${number}"${spans}`;
    for (let i = 0; i < values.length; i++) xml += cell(values[i], `${letters[i]}${number}`);
    return `${xml}</row>`;
  };
}
