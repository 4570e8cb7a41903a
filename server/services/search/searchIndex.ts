// Keeps the search everywhere's index (repositories/search.ts) in step with the records:
// triggers on the tables a kind is found by (services/search/searchKinds.ts) note each changed
// record in search_dirty, in the writing transaction, whoever writes (a save, the synchronisation,
// the demo); `refreshSearch` re-indexes the noted records from their texts, normalised in JS
// (searchWords: SQLite's lower() folds ASCII only), and is run before every search and at the end
// of a synchronisation, so a search never sees an index older than the data.
import type { DialectName } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { inChunks, run, type Sql } from '../../repositories/rawSql';
import { removeFromIndex, searchIndexExists, writeToIndex } from '../../repositories/search';
import { SEARCH_KINDS, type SearchKind, type SearchSource } from './searchKinds';
import { searchWords } from './searchWords';

/** Records re-indexed per transaction. */
const BATCH = 5000;

const triggerName = (kind: SearchKind, source: SearchSource) => `search_dirty_${kind.code}_${source.table}`;

/** The statements that create the triggers of every kind. An update marks a record only when a
 * column it is found by is written. */
export function searchTriggers(dialect: DialectName): string[] {
  return SEARCH_KINDS.flatMap((kind) =>
    kind.sources.flatMap((source) => {
      const name = triggerName(kind, source);
      // Not SQLite's `insert or ignore`: a trigger's conflict policy gives way to the writing
      // statement's (an upsert's or an insert's abort), so a record noted twice (its RU and EN rows
      // in one save) would fail that save as a unique-key violation. A note already there is skipped.
      const mark = (row: 'new' | 'old') =>
        dialect === 'postgres'
          ? `insert into search_dirty (kind, id) values (${kind.code}, ${row}.${source.id}) on conflict do nothing`
          : `insert into search_dirty (kind, id) select ${kind.code}, ${row}.${source.id} where not exists (select 1 from search_dirty where kind = ${kind.code} and id = ${row}.${source.id})`;
      const columns = source.columns.join(', ');
      if (dialect === 'sqlite')
        return [
          `create trigger ${name}_ins after insert on ${source.table} begin ${mark('new')}; end`,
          `create trigger ${name}_upd after update of ${columns} on ${source.table} begin ${mark('new')}; end`,
          `create trigger ${name}_del after delete on ${source.table} begin ${mark('old')}; end`,
        ];
      return [
        `create function ${name}() returns trigger language plpgsql as $$ begin
           if tg_op = 'DELETE' then ${mark('old')}; else ${mark('new')}; end if; return null; end $$`,
        `create trigger ${name} after insert or delete or update of ${columns} on ${source.table} for each row execute function ${name}()`,
      ];
    }),
  );
}

/** The statements that drop them (SQLite's go with their tables, but not with search_dirty). */
export function dropSearchTriggers(dialect: DialectName): string[] {
  return SEARCH_KINDS.flatMap((kind) =>
    kind.sources.flatMap((source) => {
      const name = triggerName(kind, source);
      return dialect === 'postgres'
        ? [`drop trigger ${name} on ${source.table}`, `drop function ${name}()`]
        : ['ins', 'upd', 'del'].map((op) => `drop trigger ${name}_${op}`);
    }),
  );
}

/** Re-indexes the records of one kind from their texts now: their index rows are deleted and
 * written anew (two statements a batch), and a record with no texts (deleted) gets none. */
async function reindex(sql: Sql, kind: SearchKind, ids: number[]) {
  const texts = new Map<number, string[]>(ids.map((id) => [id, []]));
  for (const statement of kind.texts)
    for (const row of await inChunks<{ id: number; text: string | null }>(sql, statement, ids))
      texts.get(Number(row.id))?.push(row.text ?? '');
  await removeFromIndex(sql, kind.code, ids);
  await writeToIndex(
    sql,
    kind.code,
    [...texts].map(([id, list]) => ({ id, words: searchWords(list) })),
  );
}

/** Re-indexes every record noted in search_dirty, a batch per transaction. The notes are deleted
 * before the texts are read: a change committed meanwhile notes its record again, and is read by
 * the next refresh, never lost. */
export async function refreshSearch(db: Db, dialect: DialectName): Promise<void> {
  const read = () => run<{ kind: number; id: number }>({ db, dialect }, `select kind, id from search_dirty limit ${BATCH}`);
  let noted = await read();
  // The migration 2026_12_06_01 notes and refreshes every record before 2026_12_06_02 makes the
  // index: they stay noted, and 02 indexes them.
  if (noted.length && !(await searchIndexExists({ db, dialect }))) return;
  for (; noted.length; noted = await read()) {
    const batch = async (trx: Db) => {
      const sql = { db: trx, dialect };
      for (const kind of SEARCH_KINDS) {
        const ids = noted.filter((row) => Number(row.kind) === kind.code).map((row) => Number(row.id));
        if (!ids.length) continue;
        await inChunks(sql, `delete from search_dirty where kind = ${kind.code} and id in ($list)`, ids);
        await reindex(sql, kind, ids);
      }
    };
    // A migration runs in a transaction of its own already (PostgreSQL).
    await (db.isTransaction ? batch(db) : db.transaction().execute(batch));
  }
}
