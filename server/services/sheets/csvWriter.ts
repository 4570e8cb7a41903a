// Writes rows as CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a
// quote, a comma or a line end, its quotes doubled) to `out` as they are read, after a UTF-8 byte
// order mark, without which Excel reads Cyrillic as Windows-1251 (docs/decisions.md "Export what
// the list shows"). A text is made safe as a sheet's text cell is (safeCell.ts: never a formula,
// no character XML forbids); a moment is written as UTC "YYYY-MM-DD HH:MM", which spreadsheets
// read as a date. Hand-written rather than a library's: these few lines are the whole format, and
// a row is one string built in one pass (a list of 100k clinics in well under a second).
import type { Writable } from 'node:stream';
import { drainOrClose } from './drainOrClose';
import { minuteText } from './minuteText';
import { safeText } from './safeCell';
import type { CellValue } from './sheetRows';

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
/** Characters handed to `out` at a time. */
const CHUNK = 65_536;

/** A text that may need work: a control character (tab and line ends among them), DEL, a
 * surrogate or a non-character (XML's), a quote or a comma, or a formula's first character. Most
 * texts hold none and are written as they are, one test instead of three. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const MAY_NEED_WORK = /[\u0000-\u001F\u007F",\uD800-\uDFFF\uFFFE\uFFFF]|^[=+\-@]/;

function field(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && !MAY_NEED_WORK.test(value)) return value;
  const text = value instanceof Date ? minuteText(value) : safeText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function line(values: readonly CellValue[]): string {
  let text = values.length ? field(values[0]) : '';
  for (let i = 1; i < values.length; i++) text += `,${field(values[i])}`;
  return `${text}\r\n`;
}

/** Writes the headings and a line per row of `batches` (`lineOf`); answers the rows written. A
 * client that went away ends the writing. */
async function writeLines<R>(
  out: Writable,
  headings: string[],
  batches: AsyncIterable<readonly R[]>,
  lineOf: (row: R) => string,
): Promise<number> {
  let text = BOM + line(headings);
  let rows = 0;
  const flush = async () => {
    if (out.destroyed) throw new Error('the client stopped reading');
    if (!out.write(text)) await drainOrClose(out, out);
    text = '';
  };
  for await (const batch of batches) {
    for (const row of batch) {
      text += lineOf(row);
      rows += 1;
      if (text.length >= CHUNK) await flush();
    }
  }
  await flush();
  out.end();
  return rows;
}

/** Writes the headings and the rows of `batches`; answers the rows written. A client that went
 * away ends the writing. */
export const writeCsv = (out: Writable, headings: string[], batches: AsyncIterable<CellValue[][]>): Promise<number> =>
  writeLines(out, headings, batches, line);

/** Writes the headings and a line per record of `batches`, its fields the `values` read from it in
 * order: the same text as `writeCsv` of the records' cell arrays, without an array per record (an
 * export of 100k clinics made 100k of them for nothing but this line). */
export function writeCsvOf<R>(
  out: Writable,
  headings: string[],
  batches: AsyncIterable<readonly R[]>,
  values: readonly ((row: R) => CellValue)[],
): Promise<number> {
  const [first, ...rest] = values;
  const lineOf = (row: R) => {
    let text = first ? field(first(row)) : '';
    for (const value of rest) text += `,${field(value(row))}`;
    return `${text}\r\n`;
  };
  return writeLines(out, headings, batches, lineOf);
}
