// The rows an article's save points at must exist: the media file and every picked category,
// specialty, rubric and hub. A missing one is refused on its field (check.select) before the write,
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

export async function existingIds(db: Db, mediaId: number, lists: Record<ArticleLinkName, number[]>) {
  const errors: Record<string, { key: string }[]> = {};
  if (await missing(db, 'media_files', [mediaId])) errors.mediaId = [{ key: 'check.select' }];
  for (const name of Object.keys(TABLES) as ArticleLinkName[]) {
    if (await missing(db, TABLES[name], lists[name])) errors[name] = [{ key: 'check.select' }];
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}
