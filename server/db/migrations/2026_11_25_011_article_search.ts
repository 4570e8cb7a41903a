// The article search (002 §7 GET /api/admin/searchArticles, issue 14 point 8): every word start of
// an article's name, normalised (server/services/catalogue/clinicSearch.ts), one row per tail, so
// that a query is a prefix range on one index per type, never a scan, on both engines. Articles
// that exist already (the demo's) get their rows here; later saves keep them in step.
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { searchTails } from '../../services/catalogue/clinicSearch';
import { type DialectName, keyedTable, searchColumn } from '../dialect';

type Db = Kysely<unknown>;

export async function up(db: Db, dialect: DialectName) {
  const table = (db.schema.createTable('article_search') as CreateTableBuilder<string, string>)
    .addColumn('typ', 'varchar(16)', (c) => c.notNull())
    .addColumn('tail', 'varchar(64)', searchColumn(dialect))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_search_pk', ['typ', 'tail', 'article_id']);
  await keyedTable(dialect, table).execute();
  await db.schema.createIndex('article_search_article_idx').on('article_search').column('article_id').execute();

  const { rows } = await sql<{ id: number; typ: string; name: string }>`select id, typ, name from articles`.execute(db);
  for (const row of rows) {
    for (const tail of searchTails([row.name])) {
      await sql`insert into article_search (typ, tail, article_id) values (${row.typ}, ${tail}, ${row.id})`.execute(db);
    }
  }
}

export async function down(db: Db) {
  await db.schema.dropTable('article_search').execute();
}
