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
