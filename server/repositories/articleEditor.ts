// The article and tag editors' SQL (002 §7 "Articles and tags"): one article with its media file,
// its writes, its id lists, its search tails, the tags' page and the search by name or id. SQL
// only; services/articles turns rows into answers and runs the writes in one transaction.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/kysely';
import type { ArticlesTable } from '../db/mediaTables';
import { ARTICLE_LINKS, type ArticleLinkName } from './articles';

export type ArticleRow = Selectable<ArticlesTable> & { media_hash: string | null; media_type: string | null };
export type ArticleValues = Omit<Insertable<ArticlesTable>, 'id' | 'created' | 'updated'>;

export function articleById(db: Db, id: number) {
  return db
    .selectFrom('articles')
    .leftJoin('media_files', 'media_files.id', 'articles.media_id')
    .selectAll('articles')
    .select(['media_files.hash as media_hash', 'media_files.file_type as media_type'])
    .where('articles.id', '=', id)
    .executeTakeFirst() as Promise<ArticleRow | undefined>;
}

/** The authors an article names now; nulls for a new (0) or unknown one. */
export async function articleAuthors(db: Db, id: number) {
  const row = await db.selectFrom('articles').select(['author_id', 'author_editor_id']).where('id', '=', id).executeTakeFirst();
  const idOf = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { author: idOf(row?.author_id), authorEditor: idOf(row?.author_editor_id) };
}

/** The id of another article that has this slug in this language, if any. */
export async function slugOwner(db: Db, lang: string, slug: string, exceptId: number) {
  const row = await db
    .selectFrom('articles')
    .select('id')
    .where('lang', '=', lang)
    .where('slug', '=', slug)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

export async function insertArticle(trx: Db, values: ArticleValues, now: number): Promise<number> {
  const row = await trx
    .insertInto('articles')
    .values({ ...values, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateArticle(trx: Db, id: number, values: ArticleValues, version: number) {
  await trx
    .updateTable('articles')
    .set({ ...values, updated: version })
    .where('id', '=', id)
    .execute();
}

/** Replaces one id list of an article. */
export async function writeArticleLinks(trx: Db, id: number, name: ArticleLinkName, ids: readonly number[]) {
  const { table, column } = ARTICLE_LINKS[name];
  await trx.deleteFrom(table).where('article_id', '=', id).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto(table)
    .values(ids.map((linked) => ({ article_id: id, [column]: linked }) as never))
    .execute();
}

/** Replaces an article's search tails. */
export async function writeSearchTails(trx: Db, id: number, typ: string, tails: readonly string[]) {
  await trx.deleteFrom('article_search').where('article_id', '=', id).execute();
  if (tails.length === 0) return;
  await trx
    .insertInto('article_search')
    .values(tails.map((tail) => ({ typ, tail, article_id: id })))
    .execute();
}

/** Articles of a type whose name has a word starting with the range's prefix, newest first, by
 * their index: the newest ids are picked from the range alone, and only those few are joined to
 * their names (joining every match first cost a lookup per match for a short, common prefix). */
export async function searchByTail(db: Db, typ: string, [from, to]: [string, string], limit: number) {
  return db
    .selectFrom('articles')
    .select(['id', 'name'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('article_search')
        .select('article_id')
        .distinct()
        .where('typ', '=', typ)
        .where('tail', '>=', from)
        .where('tail', '<', to)
        .orderBy('article_id', 'desc')
        .limit(limit),
    )
    .orderBy('id', 'desc')
    .execute();
}

export function articleByIdAndType(db: Db, id: number, typ: string) {
  return db.selectFrom('articles').select(['id', 'name']).where('id', '=', id).where('typ', '=', typ).executeTakeFirst();
}

/** An article's or tag's type, undefined for no such row. */
export async function articleType(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('articles').select('typ').where('id', '=', id).executeTakeFirst())?.typ;
}

/** Publishes or withdraws an article, storing the version its save claimed. */
export async function setPublished(trx: Db, id: number, published: boolean, version: number) {
  await trx
    .updateTable('articles')
    .set({ published: Number(published), updated: version })
    .where('id', '=', id)
    .execute();
}
