// One page of a list and the list's total. A page that comes back short (or an empty first page)
// is the last one and tells the total by its length, so only a full page, or one past the end,
// costs a count: most filtered lists (a tab of leads, the articles that use one image) fit one page.

export async function pageWithTotal<Row>(
  page: number,
  size: number,
  rows: () => Promise<Row[]>,
  count: () => Promise<{ n: unknown }>,
): Promise<{ rows: Row[]; total: number }> {
  const found = await rows();
  if (found.length < size && (found.length > 0 || page === 0)) return { rows: found, total: page * size + found.length };
  return { rows: found, total: Number((await count()).n) };
}
