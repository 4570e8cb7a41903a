// The search everywhere's index (GET /api/search, issue 27) on each engine: one row per record of
// a kind (services/search/searchKinds.ts) holding its normalised words (services/search/
// searchWords.ts), and the records having a word that starts with each of a query's words,
// answered by the engine's full-text index without reading a word range record by record:
// - SQLite: search_fts, an FTS5 table that keeps no text (contentless, rows deletable), its
//   tokens the words as written (ascii tokenizer: the words are normalised already), with no
//   positions (detail=none) and prefix indexes for word starts of 2 to 4 letters, so that a
//   common start is one posting list and several are merged by rowid. A record's rowid is
//   kind * 2^32 + id: a kind is a rowid range.
// - PostgreSQL: search_texts (kind, id, words tsvector) with a GIN index; each lexeme is
//   `kind:word`, or `kind>start` for a word's starts of 2 to 4 letters, so that a word start
//   (`'2>кар'`, `'2:карди':*`) reads only that kind's entries in the one index.
// Matches are counted up to a cap (a common start costs no more than that many rows), and only
// the first few by id are answered.
import type { DialectName } from '../db/dialect';
import { inChunks, run, type Sql } from './rawSql';

/** A record's words, as indexed. */
export type IndexedRecord = { id: number; words: readonly string[] };

type Engine = {
  /** Answers a row when the index exists (the migration 2026_12_06_02 made it). */
  exists: string;
  remove(sql: Sql, kind: number, ids: readonly number[]): Promise<unknown>;
  write(sql: Sql, kind: number, records: readonly IndexedRecord[]): Promise<unknown>;
  /** Per kind (the i-th of `kinds`), a subquery of the ids of its records having a word that
   * starts with each of `words`, at most `cap`; `head` goes before the statement, `parameters`
   * follow $1. */
  matches(
    kinds: readonly number[],
    words: readonly string[],
    cap: number,
  ): { head: string; from: (kind: number, i: number) => string; parameters: unknown[] };
};

/** SQLite's rowids of one kind: [kind * KIND_ROWIDS, (kind + 1) * KIND_ROWIDS). */
const KIND_ROWIDS = 2 ** 32;

/** An FTS5 string (quotes doubled), asked as a token start. */
const ftsStart = (word: string) => `"${word.replaceAll('"', '""')}"*`;
/** PostgreSQL's lexemes of a record of the kind: each word as `kind:word`, and its starts of 2 to 4
 * letters as `kind>start`, lexemes of their own (FTS5's prefix indexes): a GIN index answers a
 * word start by reading every word it starts, 8 ms for a common one at 50k records, and a start
 * of its own is one posting list. */
const PREFIXES = [2, 3, 4];
const lexemes = (kind: number, words: readonly string[]) => [
  ...new Set(
    words.flatMap((word) => {
      const letters = Array.from(word);
      const starts = PREFIXES.filter((n) => n <= letters.length).map((n) => `${kind}>${letters.slice(0, n).join('')}`);
      return [`${kind}:${word}`, ...starts];
    }),
  ),
];
/** A tsquery operand (quotes and backslashes escaped) asking for a word start of the kind. */
function tsStart(kind: number, word: string) {
  const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return PREFIXES.includes(Array.from(word).length) ? quoted(`${kind}>${word}`) : `${quoted(`${kind}:${word}`)}:*`;
}

const ENGINES: Record<DialectName, Engine> = {
  sqlite: {
    exists: "select 1 from sqlite_master where name = 'search_fts'",
    remove: (sql, kind, ids) =>
      inChunks(
        sql,
        'delete from search_fts where rowid in ($list)',
        ids.map((id) => kind * KIND_ROWIDS + id),
      ),
    write: (sql, kind, records) =>
      run(sql, `insert into search_fts (rowid, words) select $1 + (value ->> 0), value ->> 1 from json_each($2)`, [
        kind * KIND_ROWIDS,
        JSON.stringify(records.map((record) => [record.id, record.words.join(' ')])),
      ]),
    matches: (_kinds, words, cap) => ({
      head: '',
      from: (kind) =>
        `(select rowid - ${kind * KIND_ROWIDS} as id from search_fts where search_fts match $2
          and rowid >= ${kind * KIND_ROWIDS} and rowid < ${(kind + 1) * KIND_ROWIDS} limit ${cap})`,
      parameters: [words.map(ftsStart).join(' AND ')],
    }),
  },
  postgres: {
    exists: "select 1 where to_regclass('search_texts') is not null",
    remove: (sql, kind, ids) => inChunks(sql, `delete from search_texts where kind = ${kind} and id in ($list)`, ids),
    write: (sql, kind, records) =>
      run(
        sql,
        `insert into search_texts (kind, id, words) select ${kind}, r.id, array_to_tsvector(string_to_array(r.words, ' '))
         from unnest($1::integer[], $2::text[]) as r(id, words)`,
        [records.map((record) => record.id), records.map((record) => lexemes(kind, record.words).join(' '))],
      ),
    // Materialised: planned for all its rows, the GIN index drives; planned for the limit's few, a
    // sequential scan hoping to meet them early would read every row when they are rare.
    matches: (kinds, words, cap) => ({
      head: `with ${kinds.map((_, i) => `m${i} as materialized (select id from search_texts where words @@ $${i + 2}::tsquery)`).join(', ')}`,
      from: (_kind, i) => `(select id from m${i} limit ${cap})`,
      parameters: kinds.map((kind) => words.map((word) => tsStart(kind, word)).join(' & ')),
    }),
  },
};

/** Whether the index exists: the migration 2026_12_06_01 refreshes it before it does. */
export async function searchIndexExists(sql: Sql): Promise<boolean> {
  return (await run(sql, ENGINES[sql.dialect].exists)).length > 0;
}

/** Forgets the records `ids` of a kind. */
export async function removeFromIndex(sql: Sql, kind: number, ids: readonly number[]): Promise<void> {
  await ENGINES[sql.dialect].remove(sql, kind, ids);
}

/** Indexes records of a kind (absent from the index) by their words; a record with none is left out. */
export async function writeToIndex(sql: Sql, kind: number, records: readonly IndexedRecord[]): Promise<void> {
  const worded = records.filter((record) => record.words.length > 0);
  if (worded.length) await ENGINES[sql.dialect].write(sql, kind, worded);
}

/** What a kind's records matching a query are: how many (up to the cap), the first ids, and
 * whether the record whose id was asked is one of them. */
export type Matches = { total: number; ids: number[]; withId: boolean };

/** Per kind of `kinds`, its records having a word that starts with each of `words`: counted up to
 * `cap`, the first `shown` by id, and whether the record `id` is one; one statement for every kind
 * (each a round trip otherwise), answering only the rows shown. */
export async function matching(
  sql: Sql,
  kinds: readonly number[],
  words: readonly string[],
  { cap, shown, id }: { cap: number; shown: number; id: number },
): Promise<Map<number, Matches>> {
  const found = new Map<number, Matches>();
  if (!kinds.length) return found;
  const { head, from, parameters } = ENGINES[sql.dialect].matches(kinds, words, cap);
  const perKind = kinds.map(
    (kind, i) =>
      `select * from (select ${kind} as kind, id, count(*) over () as total, max(case when id = $1 then 1 else 0 end) over () as with_id
        from ${from(kind, i)} c order by id limit ${shown}) k${i}`,
  );
  const rows = await run<{ kind: number; id: number; total: number; with_id: number }>(sql, `${head} ${perKind.join(' union all ')}`, [
    id,
    ...parameters,
  ]);
  for (const row of rows) {
    const kind = Number(row.kind);
    if (!found.has(kind)) found.set(kind, { total: Number(row.total), ids: [], withId: Number(row.with_id) === 1 });
    found.get(kind)?.ids.push(Number(row.id));
  }
  return found;
}
