// Enough rows for a list that its call answers whole (cities, hubs, authors): react-admin still
// asks for a page, and this one holds them all.
export const WHOLE_LIST = 10_000;

export const WHOLE_PAGE = { page: 1, perPage: WHOLE_LIST } as const;

/** No sort field: the list stays in the order its call answered (a clinic's pictures, main one
 * first); without it react-admin asks for `id DESC`, which the data provider would apply. */
export const AS_ANSWERED = { field: '', order: 'ASC' } as const;

/** useGetList's params of a list its call answers whole, in its order, under `filter` (a clinic's
 * documents: `{ hash }`, which fills the call's path). */
export const wholeListOf = (filter: Record<string, unknown>) => ({ filter, pagination: WHOLE_PAGE, sort: AS_ANSWERED });
