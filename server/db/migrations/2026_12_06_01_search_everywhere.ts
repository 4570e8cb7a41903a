// The search everywhere's index (GET /api/search, issue 27): search_words holds each normalised
// word (services/search/searchWords.ts) of each record of each kind (services/search/searchKinds.ts),
// so that a query word is a prefix range on its primary key (kind, word, id), never a scan, on both engines;
// search_dirty notes the records whose texts changed, written by triggers on their tables in the
// writing transaction, and services/search/searchIndex.ts re-indexes them. The records that exist
// already are noted and indexed here.
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dropSearchTriggers, refreshSearch, searchTriggers } from '../../services/search/searchIndex';
import { SEARCH_KINDS } from '../../services/search/searchKinds';
import { WORD_LENGTH } from '../../services/search/searchWords';
import { type DialectName, keyedTable, searchColumn } from '../dialect';
import type { Db as AppDb } from '../kysely';

type Db = Kysely<unknown>;

export async function up(db: Db, dialect: DialectName) {
  const words = (db.schema.createTable('search_words') as CreateTableBuilder<string, string>)
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('word', `varchar(${WORD_LENGTH})`, searchColumn(dialect))
    .addColumn('id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_words_pk', ['kind', 'word', 'id']);
  await keyedTable(dialect, words).execute();
  await db.schema.createIndex('search_words_record_idx').on('search_words').columns(['kind', 'id']).execute();
  const dirty = (db.schema.createTable('search_dirty') as CreateTableBuilder<string, string>)
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_dirty_pk', ['kind', 'id']);
  await keyedTable(dialect, dirty).execute();
  for (const statement of searchTriggers(dialect)) await sql.raw(statement).execute(db);

  for (const kind of SEARCH_KINDS)
    for (const source of kind.sources)
      await sql
        .raw(
          `insert into search_dirty (kind, id) select distinct ${kind.code}, ${source.id} from ${source.table} where true on conflict do nothing`,
        )
        .execute(db);
  await refreshSearch(db as unknown as AppDb, dialect);
}

export async function down(db: Db, dialect: DialectName) {
  for (const statement of dropSearchTriggers(dialect)) await sql.raw(statement).execute(db);
  await db.schema.dropTable('search_dirty').execute();
  await db.schema.dropTable('search_words').execute();
}
