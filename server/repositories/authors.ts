// The authors' rows (002 §3 "Author"; docs/data-model.md): the authors and their social links.
// SQL only. Authors are soft-deleted: the lists read active ones; one author is found whatever
// its state, so that an article naming a deleted author still shows it.
import type { Selectable } from 'kysely';
import type { AuthorsTable, SocialNetwork } from '../db/authorTables';
import type { Db } from '../db/kysely';

export type AuthorRow = Selectable<AuthorsTable>;
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** Every active author, doctors and editors together, by name. */
export function activeAuthors(db: Db): Promise<AuthorRow[]> {
  return db.selectFrom('authors').selectAll().where('active', '=', 1).orderBy('last_name').orderBy('first_name').orderBy('id').execute();
}

export function authorById(db: Db, id: number): Promise<AuthorRow | undefined> {
  return db.selectFrom('authors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The social links of these authors, by author id. */
export async function socialLinksOf(db: Db, ids: readonly number[]): Promise<Map<number, SocialLinks>> {
  const links = new Map<number, SocialLinks>();
  if (ids.length === 0) return links;
  const rows = await db.selectFrom('author_social_links').selectAll().where('author_id', 'in', ids).execute();
  for (const row of rows) {
    const id = Number(row.author_id);
    links.set(id, { ...links.get(id), [row.network]: row.url });
  }
  return links;
}

/** The stored columns of an author, as the save writes them. */
export type AuthorFields = Omit<AuthorRow, 'id' | 'active' | 'created' | 'updated'>;

export async function insertAuthor(db: Db, fields: AuthorFields, now: number): Promise<number> {
  const row = await db
    .insertInto('authors')
    .values({ ...fields, active: 1, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAuthor(db: Db, id: number, fields: Partial<AuthorFields>, updated: number): Promise<void> {
  await db
    .updateTable('authors')
    .set({ ...fields, updated })
    .where('id', '=', id)
    .execute();
}

/** Soft delete (002 §4): the row stays for the articles that name it. */
export async function deactivateAuthor(db: Db, id: number, updated: number): Promise<void> {
  await db.updateTable('authors').set({ active: 0, updated }).where('id', '=', id).execute();
}

/** Replaces the author's social links with these (networks without a link are dropped). */
export async function replaceSocialLinks(db: Db, id: number, links: SocialLinks): Promise<void> {
  await db.deleteFrom('author_social_links').where('author_id', '=', id).execute();
  const rows = Object.entries(links)
    .filter(([, url]) => url)
    .map(([network, url]) => ({ author_id: id, network: network as SocialNetwork, url: url as string }));
  if (rows.length) await db.insertInto('author_social_links').values(rows).execute();
}
