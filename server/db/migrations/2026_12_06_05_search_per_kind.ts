// The search everywhere reads each kind's matches apart, and stops at the cap
// (repositories/search.ts):
// - PostgreSQL: search_matches answers at most `cap` ids of the records whose lexemes match the
//   query, in the GIN bitmap's (the table's) order, the scan stopping there. Before, each kind's
//   matches were a materialised CTE read whole before the cap, every match's row visited: 60 ms
//   for a common word start of the doctors (36k records) at 250k. A function, because the limit
//   must not change the plan: planned for a limit of 1000 among many estimated matches, a
//   sequential scan hoping to meet them early reads the whole table when they are rare; with
//   sequential scans off inside it, the one plan left is the GIN bitmap. Its plan is kept per
//   connection (PL/pgSQL), and JIT, whose compilation costs more than the query, is off.
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

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'sqlite') {
    await remakeFts(db, '4 5 6');
    await refreshSearch(db as unknown as AppDb, dialect);
    return;
  }
  await sql`create function search_matches(query tsquery, cap integer) returns setof integer
    language plpgsql stable set enable_seqscan = off set jit = off
    as $$ begin return query select id from search_texts where words @@ query limit cap; end $$`.execute(db);
}

/** SQLite: search_fts as 2026_12_06_02 made it, every record noted (the code of then indexes them). */
export async function down(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'sqlite') await remakeFts(db, '2 3 4');
  else await sql`drop function search_matches(tsquery, integer)`.execute(db);
}
