// The search everywhere's SQL (GET /api/search, issue 27), per kind of record: the records that
// have a word starting with each of the query's words, as ranges on search_words' primary key
// (kind, word, id), never a scan. One range drives (the smallest, by a bounded count); each other
// word is checked on the driving record's own words (the (kind, id) index). Matches are read in the
// index's order (by the word matched, then id) and counted up to `cap`, so that a common word start
// costs no more than `cap` rows.
import type { Sql } from './rawSql';
import { run } from './rawSql';

/** Rows counted to rank the ranges: past this, a range is only "large". */
const RANK_UP_TO = 2000;

/** The rows of one range, counted up to RANK_UP_TO. */
async function rangeSize(sql: Sql, kind: number, [from, to]: [string, string]) {
  const [row] = await run<{ n: number }>(
    sql,
    `select count(*) as n from (select 1 from search_words where kind = $1 and word >= $2 and word < $3 limit ${RANK_UP_TO}) s`,
    [kind, from, to],
  );
  return Number(row.n);
}

/** The ids of the kind's records matching every range, at most `cap`, in the index's order. */
export async function matchingIds(sql: Sql, kind: number, ranges: readonly [string, string][], cap: number): Promise<number[]> {
  const sizes = ranges.length > 1 ? await Promise.all(ranges.map((range) => rangeSize(sql, kind, range))) : [0];
  const driver = sizes.indexOf(Math.min(...sizes));
  const others = ranges.filter((_, i) => i !== driver);
  const checks = others.map(
    (_, i) =>
      ` and exists (select 1 from search_words x where x.kind = $1 and x.id = w.id and x.word >= $${4 + 2 * i} and x.word < $${5 + 2 * i})`,
  );
  const rows = await run<{ id: number }>(
    sql,
    `select distinct w.id from search_words w where w.kind = $1 and w.word >= $2 and w.word < $3${checks.join('')} limit ${cap}`,
    [kind, ...ranges[driver], ...others.flat()],
  );
  return rows.map((row) => Number(row.id));
}
