// The search everywhere reads each kind's matches apart, and stops at the cap
// (repositories/search.ts):
// - PostgreSQL: each lexeme carries its record's bucket of ids (`2|0>кар`, id >> 14), and
//   search_matches(kind, query, cap) reads the kind's matches bucket after bucket in id order
//   (`§` in the query stands for the bucket), stopping after the bucket that reaches the cap.
//   Before, each kind's matches were a materialised CTE read whole before the cap, every
//   match's row visited (60 ms for a common word start of the doctors, 36k records at 250k);
//   and a GIN scan stopped at the cap still turns a start's whole posting list into a bitmap
//   first (4-6 ms for those 36k), where a bucket's is a sixteenth of it. Sequential scans are off
//   inside the function: planned for a few rows among many estimated, a sequential scan hoping to
//   meet them early would read the whole table when they are rare; the one plan left is the GIN
//   bitmap. Its plan is kept per connection (PL/pgSQL), and JIT, whose compilation costs more
//   than the query, is off. Every record is re-indexed here.
// - SQLite: search_fts made anew with the kind in each token (`02карди`), its prefix indexes 2 to 4
//   letters after the kind's two digits; every record it held is noted in search_dirty and
//   indexed here. Before, a kind was only a rowid range, and each kind's query read the other
//   kinds' entries of a start, about 2 ms a kind.
import { type Kysely, sql } from 'kysely';
import { refreshSearch } from '../../services/search/searchIndex';
import type { DialectName } from '../dialect';
import type { Db as AppDb } from '../kysely';

const FTS = (prefix: string) =>
  `create virtual table search_fts using fts5(words, content='', contentless_delete=1, detail=none, prefix='${prefix}', tokenize='ascii')`;

/** search_fts made anew (`prefix`: its prefix indexes), every record it held noted for its refresh. */
async function remakeFts(db: Kysely<unknown>, prefix: string) {
  await sql`insert into search_dirty (kind, id) select rowid >> 32, rowid & 4294967295 from search_fts where true on conflict do nothing`.execute(
    db,
  );
  await sql`drop table search_fts`.execute(db);
  await sql.raw(FTS(prefix)).execute(db);
}

/** PostgreSQL: every record noted for its refresh, and its lexemes dropped. */
async function clearTexts(db: Kysely<unknown>) {
  await sql`insert into search_dirty (kind, id) select kind, id from search_texts on conflict do nothing`.execute(db);
  await sql`delete from search_texts`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'sqlite') await remakeFts(db, '4 5 6');
  else {
    await sql`create function search_matches(kind smallint, query text, cap integer) returns setof integer
      language plpgsql stable set enable_seqscan = off set jit = off
      as $$
      declare
        last integer;
        bucket integer := 0;
        found integer := 0;
        answered integer;
      begin
        select max(t.id) into last from search_texts t where t.kind = search_matches.kind;
        while bucket <= last >> 14 and found < cap loop
          return query select t.id from search_texts t where t.words @@ replace(query, '§', bucket::text)::tsquery order by t.id;
          get diagnostics answered = row_count;
          found := found + answered;
          bucket := bucket + 1;
        end loop;
      end $$`.execute(db);
    await clearTexts(db);
  }
  await refreshSearch(db as unknown as AppDb, dialect);
}

/** search_fts and search_texts as 2026_12_06_02 made them, every record noted (the code of then
 * indexes them). */
export async function down(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'sqlite') await remakeFts(db, '2 3 4');
  else {
    await sql`drop function search_matches(smallint, text, integer)`.execute(db);
    await clearTexts(db);
  }
}
