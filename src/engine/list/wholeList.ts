// Enough rows for a list that its call answers whole (cities, hubs, authors): react-admin still
// asks for a page, and this one holds them all.
export const WHOLE_LIST = 10_000;

/** The pagination of a whole list, for useGetList. */
export const WHOLE_PAGE = { page: 1, perPage: WHOLE_LIST } as const;
