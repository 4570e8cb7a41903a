// The search everywhere's index on each engine's full-text index (repositories/search.ts), in place
// of search_words (2026_12_06_01): a record matching several common word starts was found by
// reading one start's range and checking each of its records for the others, hundreds of ms at
// 350k records; a full-text index merges the starts' posting lists. SQLite: search_fts, an FTS5
// table with no stored text, deletable rows, no positions and prefix indexes of 2 to 4 letters;
// PostgreSQL: search_texts with a GIN index written at once (no pending list for every search
// to read through). Every record search_words held is noted in search_dirty and indexed here;
// search_dirty and its triggers stay as they are.
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { refreshSearch } from '../../services/search/searchIndex';
import { type DialectName, keyedTable, searchColumn } from '../dialect';
import type { Db as AppDb } from '../kysely';

type Db = Kysely<unknown>;

const FTS =
  "create virtual table search_fts using fts5(words, content='', contentless_delete=1, detail=none, prefix='2 3 4', tokenize='ascii')";

export async function up(db: Db, dialect: DialectName) {
  if (dialect === 'sqlite') await sql.raw(FTS).execute(db);
  else {
    await db.schema
      .createTable('search_texts')
      .addColumn('kind', 'smallint', (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('words', sql`tsvector`, (c) => c.notNull())
      .addPrimaryKeyConstraint('search_texts_pk', ['kind', 'id'])
      .execute();
    await sql`create index search_texts_words_idx on search_texts using gin (words) with (fastupdate = off)`.execute(db);
  }
  await sql`insert into search_dirty (kind, id) select distinct kind, id from search_words where true on conflict do nothing`.execute(db);
  await db.schema.dropTable('search_words').execute();
  await refreshSearch(db as unknown as AppDb, dialect);
}

/** search_words as 2026_12_06_01 made it, every indexed record noted for its refresh. */
export async function down(db: Db, dialect: DialectName) {
  const words = (db.schema.createTable('search_words') as CreateTableBuilder<string, string>)
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('word', 'varchar(32)', searchColumn(dialect))
    .addColumn('id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_words_pk', ['kind', 'word', 'id']);
  await keyedTable(dialect, words).execute();
  await db.schema.createIndex('search_words_record_idx').on('search_words').columns(['kind', 'id']).execute();
  const indexed =
    dialect === 'sqlite'
      ? sql`select rowid >> 32 as kind, rowid & 4294967295 as id from search_fts`
      : sql`select kind, id from search_texts`;
  await sql`insert into search_dirty (kind, id) select kind, id from (${indexed}) s where true on conflict do nothing`.execute(db);
  await db.schema.dropTable(dialect === 'sqlite' ? 'search_fts' : 'search_texts').execute();
}
