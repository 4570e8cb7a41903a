// Text that a spreadsheet could take for a formula (= + - @, or a leading tab or carriage return:
// OWASP "CSV injection") is written with a leading apostrophe, so that it stays text even when the
// sheet is saved as CSV or a cell is edited and confirmed; every text cell is a string cell anyway
// (the writer never makes a formula of a value). Other values pass unchanged.
const FORMULA_START = /^[=+\-@\t\r]/;

export const safeText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
