// Form values as the database keeps them. Plain-text fields are stored without markup: the spec's
// length rule does not count tags or non-breaking spaces (002 §5), so they are removed here and
// the text is cut to its column width (a non-breaking space becomes a space, which is counted).

const TAGS = /<[^>]*>/g;
const NBSP = /&nbsp;|&#160;|&#x0*a0;|\u00a0/giu;

export function plainText(value: unknown, max: number): string {
  const text = String(value ?? '')
    .replace(TAGS, '')
    .replace(NBSP, ' ')
    .trim();
  return Array.from(text).slice(0, max).join('').trimEnd();
}

/** A number typed as text (multipart) or sent as a number; blank is null. */
export function decimal(value: unknown): number | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
}

/** A list field (absent means empty: multipart cannot send an empty list), without repeats. */
export function uniqueList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return [...new Set([value].flat().map((item) => String(item).trim()))];
}

/** A stored coordinate or rating as the form shows it: at most `decimals` places, at least one,
 * so that it passes the form's own format check when sent back ("55.0", not "55"). */
export function decimalText(value: number | null, decimals: number): string | null {
  if (value === null) return null;
  return Number(value)
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '.0');
}
