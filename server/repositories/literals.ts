// Statements written out with their parameters as PostgreSQL literals, so that several can go
// out in one simple-protocol message, one round trip (rawSql's runAll and `later`).
export type Statement = { text: string; parameters: readonly unknown[] };

/** Rows (array elements) up to which a statement is worth writing out: its round trip costs more
 * than writing and parsing its values as text, and its plan (not kept, unlike a named
 * statement's) is cheap next to it. */
const SMALL = 100;

/** Whether every array parameter (one per column of an `unnest` insert, or an `= any` list) is
 * small. */
export const isSmall = (parameters: readonly unknown[]) => parameters.every((p) => !Array.isArray(p) || p.length <= SMALL);

/** A string literal: quotes doubled and, when it holds a backslash, an escape string (E'...')
 * with the backslashes doubled, right whatever standard_conforming_strings says. Two native
 * replaces rather than pg's escapeLiteral, which builds the result a character at a time. */
function quoted(value: string): string {
  const text = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? ` E${text.replace(/\\/g, '\\\\')}` : text;
}

/** An array element as the array's text form writes it: quoted, `"` and `\` escaped. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) throw new TypeError('no SQL literal for a nested array');
  return `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A value as a PostgreSQL literal: only the types our statements bind. A negative number is
 * parenthesised so that it never follows a minus sign as a `--` comment; an array is its text
 * form as a string literal, which the statement's cast (`$1::int4[]`) reads. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (Array.isArray(value)) return quoted(`{${value.map(element).join(',')}}`);
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/** The statement with each `$n` replaced by its parameter's literal, in one pass (a value that
 * itself contains `$2` is not read again). */
export function inlined({ text, parameters }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
}
