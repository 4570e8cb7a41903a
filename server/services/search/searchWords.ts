// The words of the search everywhere (GET /api/search, issue 27): one normalisation for what is
// indexed and what is asked (nameSearchKey: lower case in any language, ё = е, punctuation out),
// so that a query word matches the start of an indexed word as written (repositories/search.ts).
import { nameSearchKey } from '../catalogue/clinicSearch';

/** A word's length at most (the migration 2026_12_06_01's column): a longer word is cut, and so
 * is a query word. */
export const WORD_LENGTH = 32;

/** The distinct words of `texts`, normalised and cut. One-letter words ("в", "и", an initial) are
 * neither indexed nor asked: nobody searches from them, and each would match most records. */
function wordsOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts)
    for (const word of nameSearchKey(text).split(' ')) if (word.length > 1) words.add(Array.from(word).slice(0, WORD_LENGTH).join(''));
  return [...words];
}

/** What a record is found by: the words of its names. */
export const searchWords = (texts: readonly string[]): string[] => wordsOf(texts);

/** The word starts a query asks: a record matches when it has a word starting with each of them.
 * A shorter word that starts a longer one asks nothing more and is left out. */
export function queryWords(query: string): string[] {
  const words = wordsOf([query]);
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}
