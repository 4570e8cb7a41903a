// What a text cell of a report may hold. A character that XML 1.0 forbids (its Char production:
// C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF; lone surrogates) makes the
// worksheet not well-formed, and strict readers (openpyxl, Python's XML parsers, exceljs's saxes)
// then refuse the whole workbook: such characters are dropped, and DEL with them, which exceljs's
// encoder drops anyway, so that the formula check below sees the text as it will be written.
// Text that a spreadsheet could take for a formula (= + - @, or a leading tab or carriage return:
// OWASP "CSV injection") is written with a leading apostrophe, so that it stays text even when the
// sheet is saved as CSV or a cell is edited and confirmed; every text cell is a string cell anyway
// (the writer never makes a formula of a value).
// With the u flag, the surrogate range matches only a surrogate that is not half of a pair.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF\uD800-\uDFFF]/gu;
const FORMULA_START = /^[=+\-@\t\r]/;
/** Whether a text may need either change: the two tests above in one, without the u flag (any
 * surrogate, paired or not, sends the text on to them). Most texts need neither. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const MAY_BE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF\uD800-\uDFFF]|^[=+\-@\t\r]/;

/** `value` without the characters an XML 1.0 document cannot hold. */
export const xmlText = (value: string): string => value.replace(NOT_XML, '');

/** `value` as a report's text cell holds it: XML-safe, and never read as a formula. */
export function safeText(value: string): string {
  if (!MAY_BE_UNSAFE.test(value)) return value;
  const text = xmlText(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
