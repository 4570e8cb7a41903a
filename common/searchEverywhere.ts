// What the search everywhere's two sides agree on (GET /api/search, issue 27).

/** Matches counted per kind at most: a total of this many means "this many or more" (counting
 * every match of a common word start would read its whole range). */
export const SEARCH_TOTAL_CAP = 1000;
