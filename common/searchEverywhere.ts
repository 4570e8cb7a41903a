// What the search everywhere's two sides agree on (GET /api/search, issue 27).

/** Matches counted per kind at most: a total of this many means "this many or more" (counting
 * every match of a common word start would read its whole range). */
export const SEARCH_TOTAL_CAP = 1000;

/** The search everywhere's group of the caller's saved views (issue 27 point 4): its `resource`,
 * which no screen is named, so that no kind of record is ever taken for it. */
export const VIEW_GROUP = 'savedViews';
