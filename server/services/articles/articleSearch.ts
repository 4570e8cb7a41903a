// GET /api/admin/searchArticles (002 §7, §9; issue 14 point 8): the articles of a type whose name
// has a word starting with the query (case-insensitive in any language: normalised tails), or
// whose id is the query when it is a number. Only a query of more than 2 characters or a positive
// number is searched, as the box asks. Each a range on the article_search index, never a scan.
import type { Db } from '../../db/kysely';
import { articleByIdAndType, searchByTail } from '../../repositories/articleEditor';
import { tailRange } from '../catalogue/clinicSearch';

export const SEARCH_LIMIT = 20;

export async function searchArticles(db: Db, query: string, typ: string) {
  const text = query.trim();
  const number = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (text.length < 3 && number === 0) return [];
  const range = tailRange(text);
  const [byId, byName] = await Promise.all([
    number > 0 ? articleByIdAndType(db, number, typ) : undefined,
    range ? searchByTail(db, typ, range, SEARCH_LIMIT) : [],
  ]);
  const rows = [...(byId ? [byId] : []), ...byName.filter((row) => Number(row.id) !== number)].slice(0, SEARCH_LIMIT);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, str: row.name }));
}
