// The rows an article's save points at must exist: the media file, every picked category,
// specialty, rubric and hub, and the authors, each active and of its kind (002 §3 "Author": the
// doctor-author has isDoctor, the editor-author has not). A missing one is refused on its field (check.select) before the write,
// so the answer names the field instead of a foreign-key failure.
import type { Db } from '../../db/kysely';
import { FieldErrors } from '../../http/errors';
import type { ArticleLinkName } from '../../repositories/articles';

const TABLES: Record<ArticleLinkName, 'categories' | 'specialties' | 'rubrics' | 'hubs'> = {
  categories: 'categories',
  specialties: 'specialties',
  rubrics: 'rubrics',
  hubs: 'hubs',
};

async function missing(db: Db, table: 'categories' | 'specialties' | 'rubrics' | 'hubs' | 'media_files', ids: number[]) {
  if (ids.length === 0) return false;
  const found = await (db as Db)
    .selectFrom(table as 'hubs')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return found.length !== new Set(ids).size;
}

/** The author fields and the kind each must be. */
const AUTHOR_KINDS = { author: 1, authorEditor: 0 } as const;
export type ArticleAuthors = Record<keyof typeof AUTHOR_KINDS, number | null>;

/** An author of this kind, active or the one the article already names (a soft-deleted author
 * stays on the articles that name it, so they can still be saved). */
async function isAuthorOfKind(db: Db, id: number, isDoctor: number, kept: number | null) {
  const row = await db.selectFrom('authors').select('active').where('id', '=', id).where('is_doctor', '=', isDoctor).executeTakeFirst();
  return row !== undefined && (Number(row.active) === 1 || id === kept);
}

/** `kept`: the authors the article names now (nulls for a new one). */
export async function existingIds(
  db: Db,
  mediaId: number,
  lists: Record<ArticleLinkName, number[]>,
  authors: ArticleAuthors,
  kept: ArticleAuthors,
) {
  const errors: Record<string, { key: string }[]> = {};
  for (const field of Object.keys(AUTHOR_KINDS) as (keyof ArticleAuthors)[]) {
    const id = authors[field];
    if (id !== null && !(await isAuthorOfKind(db, id, AUTHOR_KINDS[field], kept[field]))) errors[field] = [{ key: 'check.select' }];
  }
  if (await missing(db, 'media_files', [mediaId])) errors.mediaId = [{ key: 'check.select' }];
  for (const name of Object.keys(TABLES) as ArticleLinkName[]) {
    if (await missing(db, TABLES[name], lists[name])) errors[name] = [{ key: 'check.select' }];
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}
