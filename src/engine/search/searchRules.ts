// The rules every search-as-you-type box follows (000 §5 "Autocomplete", §9; 002 §9): wait 700 ms
// after the last keystroke, ask only for more than 2 characters or a number above 0, and show
// each result cut at 80 characters.
export const SEARCH_DEBOUNCE_MS = 700;
const SEARCH_MIN_LENGTH = 3;
const SEARCH_ITEM_MAX_LENGTH = 80;

/** One search result as the calls answer it (e.g. GET /api/admin/getclinicnames). */
export interface SearchItem {
  id: number | string;
  str: string;
  /** The clinic's hash, when the answer carries it (getclinicnames does). */
  hash?: string;
}

export function isSearchable(query: string): boolean {
  const text = query.trim();
  return text.length >= SEARCH_MIN_LENGTH || (/^\d+$/.test(text) && Number(text) > 0);
}

/** The first 80 characters of a result, with an ellipsis when something was cut. */
export function truncateItem(text: string): string {
  return text.length > SEARCH_ITEM_MAX_LENGTH ? `${text.slice(0, SEARCH_ITEM_MAX_LENGTH)}…` : text;
}
