// Authors (002 §3 "Author", §5 "Author"; docs/data-model.md "Articles, tags, rubrics, authors"):
// doctor and editor authors kept apart by is_doctor, soft-deleted (active), with a photo and up to
// one link per social network; and the article's author and editor-author, which the article and
// tag editors pick from GET /api/admin/author/all.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { type DialectName, idColumn, keyedTable } from '../dialect';

type Db = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

export async function up(db: Db, dialect: DialectName) {
  const id = idColumn(dialect);
  let authors = db.schema
    .createTable('authors')
    .addColumn('id', id.type, id.build)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_doctor', 'integer', (c) => c.notNull()) as Table;
  for (const name of ['first_name', 'patronymic_name', 'last_name', 'link', 'position', 'seniority', 'degree', 'clinic'])
    authors = authors.addColumn(name, 'varchar(128)', (c) => c.notNull().defaultTo(''));
  await authors
    .addColumn('person_description', 'text', (c) => c.notNull().defaultTo(''))
    // The specialty: up to 2048 once edited (002 §5), 128 on create.
    .addColumn('description', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_hash', 'varchar(36)', (c) => c.unique())
    .addColumn('photo_file_type', 'varchar(8)')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  // The lists: active authors of one kind by name.
  await db.schema.createIndex('authors_list_idx').on('authors').columns(['active', 'is_doctor', 'last_name']).execute();

  const links = db.schema
    .createTable('author_social_links')
    .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
    .addColumn('network', 'varchar(2)', (c) => c.notNull())
    .addColumn('url', 'varchar(256)', (c) => c.notNull())
    .addPrimaryKeyConstraint('author_social_links_pk', ['author_id', 'network']);
  await keyedTable(dialect, links).execute();

  // Authors are only ever soft-deleted; the default NO ACTION refuses a hard delete of one in use.
  for (const column of ['author_id', 'author_editor_id']) {
    await db.schema
      .alterTable('articles')
      .addColumn(column, 'integer', (c) => c.references('authors.id'))
      .execute();
    await db.schema.createIndex(`articles_${column}_idx`).on('articles').column(column).execute();
  }
}

export async function down(db: Db) {
  for (const column of ['author_editor_id', 'author_id']) {
    await db.schema.dropIndex(`articles_${column}_idx`).execute();
    await db.schema.alterTable('articles').dropColumn(column).execute();
  }
  await db.schema.dropTable('author_social_links').execute();
  await db.schema.dropTable('authors').execute();
}
