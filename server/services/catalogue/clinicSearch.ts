// Clinic name search without a table scan: every word start of a clinic's names is stored with
// the rest of the name (clinic_search.tail), so that a prefix range on one index finds a clinic
// by the beginning of any word of its short or full name, in either language.
import { prefixRange, searchKey } from '../../db/dialect';

const TAIL_LENGTH = 64;

/** searchKey without punctuation: «Здоровье» and "Health" match by their letters. */
export function nameSearchKey(text: string): string {
  return searchKey(text.replace(/[^\p{L}\p{N}]+/gu, ' '));
}

/** At most `length` characters, never splitting a surrogate pair. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  return /[\uD800-\uDFFF]/.test(text) ? Array.from(text).slice(0, length).join('') : text.slice(0, length);
}

/** The distinct word-start tails of the given names, each cut to the column's length. One-letter
 * words ("в", "и") start no tail: nobody searches from them. */
export function searchTails(names: readonly string[]): string[] {
  const tails = new Set<string>();
  for (const name of names) {
    const words = nameSearchKey(name).split(' ');
    for (let i = 0; i < words.length; i++) if (words[i].length > 1) tails.add(cut(words.slice(i).join(' '), TAIL_LENGTH));
  }
  return [...tails];
}

/** The [from, to) tail range that a query matches, or undefined for a query with no letters. */
export function tailRange(query: string): [string, string] | undefined {
  const key = cut(nameSearchKey(query), TAIL_LENGTH);
  return key ? prefixRange(key) : undefined;
}
