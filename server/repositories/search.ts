// The search everywhere's SQL (GET /api/search, issue 27): the records of the kinds asked that
// have a word starting with each of the query's words, as ranges on search_words' primary key
// (word, kind, id), never a scan; their number per kind, and the first `limit` of each kind.
import type { Sql } from './rawSql';
import { run } from './rawSql';

export type Hit = { kind: number; id: number };

/** The (kind, id) pairs that match every range: one range's rows, distinct (a record may have two
 * words with the same start), or the intersection of each range's. Kinds are integer codes. */
function hits(ranges: readonly [string, string][], kinds: readonly number[]): { text: string; parameters: string[] } {
  const kindList = kinds.join(', ');
  const parts = ranges.map(
    (_, i) => `select kind, id from search_words where word >= $${2 * i + 1} and word < $${2 * i + 2} and kind in (${kindList})`,
  );
  const text = parts.length === 1 ? parts[0].replace('select kind', 'select distinct kind') : parts.join(' intersect ');
  return { text, parameters: ranges.flat() };
}

/** The number of matching records of each kind that has any. */
export async function countHits(sql: Sql, ranges: readonly [string, string][], kinds: readonly number[]) {
  const { text, parameters } = hits(ranges, kinds);
  const rows = await run<{ kind: number; total: number }>(sql, `select kind, count(*) as total from (${text}) h group by kind`, parameters);
  return new Map(rows.map((row) => [Number(row.kind), Number(row.total)]));
}

/** The newest `limit` matching records of each kind (by id, highest first). */
export async function firstHits(sql: Sql, ranges: readonly [string, string][], kinds: readonly number[], limit: number): Promise<Hit[]> {
  const { text, parameters } = hits(ranges, kinds);
  const rows = await run<Hit>(
    sql,
    `select kind, id from (select kind, id, row_number() over (partition by kind order by id desc) as n from (${text}) h) r where n <= ${limit}`,
    parameters,
  );
  return rows.map((row) => ({ kind: Number(row.kind), id: Number(row.id) }));
}
