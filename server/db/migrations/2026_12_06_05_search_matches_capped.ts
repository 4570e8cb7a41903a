// The search everywhere on PostgreSQL (repositories/search.ts) reads each kind's matches through
// search_matches: at most `cap` ids of the records whose lexemes match the query, in the GIN
// bitmap's (the table's) order, the scan stopping there. Before, each kind's matches were a
// materialised CTE read whole before the cap, every match's row visited: 60 ms for a common word
// start of the doctors (36k records) at 250k. A function, because the limit must not change the
// plan: planned for a limit of 1000 among many estimated matches, a sequential scan hoping to meet
// them early reads the whole table when they are rare; with sequential scans off inside it, the
// one plan left is the GIN bitmap. Its plan is kept per connection (PL/pgSQL), and JIT, whose
// compilation costs more than the query, is off. SQLite's FTS5 needs nothing.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect !== 'postgres') return;
  await sql`create function search_matches(query tsquery, cap integer) returns setof integer
    language plpgsql stable set enable_seqscan = off set jit = off
    as $$ begin return query select id from search_texts where words @@ query limit cap; end $$`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') await sql`drop function search_matches(tsquery, integer)`.execute(db);
}
