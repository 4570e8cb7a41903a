// The search everywhere's index (GET /api/search, issue 27) on each engine: one row per record of
// a kind (services/search/searchKinds.ts) holding its normalised words (services/search/
// searchWords.ts), and the records having a word that starts with each of a query's words,
// answered by the engine's full-text index without reading a word range record by record:
// - SQLite: search_fts, an FTS5 table that keeps no text (contentless, rows deletable), its
//   tokens the words as written (ascii tokenizer: the words are normalised already) after their
//   kind's two digits (`02карди`), with no positions (detail=none) and prefix indexes for word
//   starts of 2 to 4 letters (4 to 6 characters with the kind), so that a common start is one
//   posting list of its kind and several are merged by rowid. A record's rowid is
//   kind * 2^32 + id. The kind is in the token, not only a rowid range: each kind's query then
//   reads only its kind's posting lists (a rowid range still read the other kinds' entries of a
//   start to find its own, and merged every word a long start begins, about 2 ms a kind).
// - PostgreSQL: search_texts (kind, id, words tsvector) with a GIN index; each lexeme is
//   `kind|bucket:word`, or `kind|bucket>start` for a word's starts of 2 to 4 letters, so that a
//   word start (`'2|0>кар'`, `'2|0:карди':*`) reads only that kind's entries of that bucket of ids
//   in the one index.
// Matches are counted up to a cap (a common start costs no more than that many rows), and only
// the first few by id are answered.
import type { DialectName } from '../db/dialect';
import { prepared } from '../db/kysely';
import { inChunks, type Row, run, runAll, type Sql } from './rawSql';

/** A record's words, as indexed. */
export type IndexedRecord = { id: number; words: readonly string[] };

/** A kind's matches as the engine's statement answers them (its first rows by id). */
type MatchRow = { stale: unknown; kind: number | null; id: number; total: number; with_id: number };

type Engine = {
  /** Answers a row when the index exists (the migration 2026_12_06_02 made it). */
  exists: string;
  remove(sql: Sql, kind: number, ids: readonly number[]): Promise<unknown>;
  write(sql: Sql, kind: number, records: readonly IndexedRecord[]): Promise<unknown>;
  /** One statement answering, per kind of `kinds`, its records having a word that starts with each
   * of `words`: how many (at most `cap`), the first `shown` by id, whether `id` is one; and on every
   * row (a single row with a null kind when nothing matches) whether records wait in search_dirty
   * to be re-indexed. */
  matches(kinds: readonly number[], words: readonly string[], ask: Ask): { text: string; parameters: unknown[] };
  /** Reads the rows of several statements, each with `in ($list)` standing for its ids. */
  rows(sql: Sql, lists: readonly { text: string; ids: readonly number[] }[]): Promise<Row[][]>;
};

type Ask = { cap: number; shown: number; id: number };

/** Whether records wait to be re-indexed, read in the search's own statement (the same snapshot
 * as the index it reads): a search whose answer says so refreshes the index and asks again. */
const STALE = '(select exists (select 1 from search_dirty) as stale) s';

/** PostgreSQL's statement: one text whatever the kinds and words (arrays), kept prepared. Each
 * kind's matches come from search_matches (the migrations 2026_12_06_05 and 2026_12_07_01): in id
 * order, bucket after bucket, stopping at the bucket that reaches the cap, the buckets left read at
 * once when those read say the start is rare; the first `cap` by id are counted. */
const POSTGRES_MATCHES = prepared(`select s.stale, f.kind, f.id, f.total, f.with_id from ${STALE} left join (
    select kind, id, least(count(*) over w, $4) as total, max(case when id = $1 and n <= $4 then 1 else 0 end) over w as with_id, n
    from (
      select a.kind, m.id, row_number() over (partition by a.kind order by m.id) as n
      from unnest($2::smallint[], $3::text[]) as a(kind, query) cross join lateral search_matches(a.kind, a.query, $4) as m(id)
    ) numbered
    window w as (partition by kind)
  ) f on f.n <= $5
  order by f.kind, f.id`);

/** SQLite's rowids of one kind: [kind * KIND_ROWIDS, (kind + 1) * KIND_ROWIDS). */
const KIND_ROWIDS = 2 ** 32;

/** SQLite's token of a word of the kind: the kind's two digits, then the word (the migration
 * 2026_12_06_05's prefix indexes count them). */
const ftsToken = (kind: number, word: string) => `${String(kind).padStart(2, '0')}${word}`;
/** An FTS5 string (quotes doubled), asked as a token start of the kind. */
const ftsStart = (kind: number, word: string) => `"${ftsToken(kind, word).replaceAll('"', '""')}"*`;
/** PostgreSQL's lexemes of a record of the kind: each word as `kind|bucket:word`, and its starts
 * of 2 to 4 letters as `kind|bucket>start`, lexemes of their own (FTS5's prefix indexes): a GIN
 * index answers a word start by reading every word it starts, 8 ms for a common one at 50k
 * records, and a start of its own is one posting list. The bucket (id >> BUCKET_BITS, the
 * migration 2026_12_06_05's search_matches reads it) splits each posting list by id, so that a
 * common start is read a bucket at a time in id order until the cap, never whole. */
const PREFIXES = [2, 3, 4];
const BUCKET_BITS = 14;
const lexemes = (kind: number, id: number, words: readonly string[]) => {
  const tag = `${kind}|${id >> BUCKET_BITS}`;
  return [
    ...new Set(
      words.flatMap((word) => {
        const letters = Array.from(word);
        const starts = PREFIXES.filter((n) => n <= letters.length).map((n) => `${tag}>${letters.slice(0, n).join('')}`);
        return [`${tag}:${word}`, ...starts];
      }),
    ),
  ];
};
/** A tsquery operand (quotes and backslashes escaped) asking for a word start of the kind, its
 * bucket written `§` (search_matches puts each bucket there; no word has that sign). */
function tsStart(kind: number, word: string) {
  const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  const tag = `${kind}|§`;
  return PREFIXES.includes(Array.from(word).length) ? quoted(`${tag}>${word}`) : `${quoted(`${tag}:${word}`)}:*`;
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
        JSON.stringify(records.map((record) => [record.id, record.words.map((word) => ftsToken(kind, word)).join(' ')])),
      ]),
    matches: (kinds, words, { cap, shown }) => {
      const perKind = kinds.map(
        (kind, i) =>
          `select * from (select ${kind} as kind, id, count(*) over () as total, max(case when id = $1 then 1 else 0 end) over () as with_id
            from (select rowid - ${kind * KIND_ROWIDS} as id from search_fts where search_fts match $${i + 2} limit ${cap}) c
            order by id limit ${shown}) k${i}`,
      );
      return {
        text: `select s.stale, f.* from ${STALE} left join (${perKind.join(' union all ')}) f on 1`,
        parameters: kinds.map((kind) => words.map((word) => ftsStart(kind, word)).join(' AND ')),
      };
    },
    rows: async (sql, lists) => Promise.all(lists.map(({ text, ids }) => inChunks(sql, text, ids))),
  },
  postgres: {
    exists: "select 1 where to_regclass('search_texts') is not null",
    remove: (sql, kind, ids) => inChunks(sql, `delete from search_texts where kind = ${kind} and id in ($list)`, ids),
    write: (sql, kind, records) =>
      run(
        sql,
        `insert into search_texts (kind, id, words) select ${kind}, r.id, array_to_tsvector(string_to_array(r.words, ' '))
         from unnest($1::integer[], $2::text[]) as r(id, words)`,
        [records.map((record) => record.id), records.map((record) => lexemes(kind, record.id, record.words).join(' '))],
      ),
    matches: (kinds, words, { cap, shown }) => ({
      text: POSTGRES_MATCHES,
      parameters: [kinds, kinds.map((kind) => words.map((word) => tsStart(kind, word)).join(' & ')), cap, shown],
    }),
    // One round trip for every kind's rows.
    rows: (sql, lists) =>
      runAll(
        sql,
        lists.map(({ text, ids }) => ({ text: text.replace('in ($list)', '= any($1::integer[])'), parameters: [ids] })),
      ),
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
 * (each a round trip otherwise), answering only the rows shown. `stale`: records waited in
 * search_dirty, so the matches may be older than the data. */
export async function matching(
  sql: Sql,
  kinds: readonly number[],
  words: readonly string[],
  { cap, shown, id }: Ask,
): Promise<{ stale: boolean; found: Map<number, Matches> }> {
  const found = new Map<number, Matches>();
  if (!kinds.length) return { stale: false, found };
  const { text, parameters } = ENGINES[sql.dialect].matches(kinds, words, { cap, shown, id });
  const rows = await run<MatchRow>(sql, text, [id, ...parameters]);
  for (const row of rows) {
    if (row.kind === null) continue;
    const kind = Number(row.kind);
    if (!found.has(kind)) found.set(kind, { total: Number(row.total), ids: [], withId: Number(row.with_id) === 1 });
    found.get(kind)?.ids.push(Number(row.id));
  }
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return { stale: rows.length > 0 && Boolean(Number(rows[0].stale)), found };
}

/** The rows of several statements, each with `in ($list)` standing for its `ids`: on PostgreSQL
 * in one round trip. */
export async function rowsOf<T extends Row>(sql: Sql, lists: readonly { text: string; ids: readonly number[] }[]): Promise<T[][]> {
  const asked = lists.filter((list) => list.ids.length > 0);
  const answered = asked.length ? await ENGINES[sql.dialect].rows(sql, asked) : [];
  return lists.map((list) => (list.ids.length ? (answered[asked.indexOf(list)] as T[]) : []));
}
