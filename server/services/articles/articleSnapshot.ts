// An article's or tag's editable fields as the history diffs them (services/history/audit.ts), by
// the editor's wire names, its id lists included.
import type { Db } from '../../db/kysely';
import { articleById } from '../../repositories/articleEditor';
import { articleLinks } from '../../repositories/articles';
import type { SnapshotReader } from '../history/snapshots';
import { articleFields } from './articleFields';

export const articleSnapshot: SnapshotReader = async (db: Db, id: number) => {
  const row = await articleById(db, id);
  if (!row) return undefined;
  const links = await articleLinks(db, [id]);
  return {
    ...articleFields(id, row, links),
    rating: row.rating,
    publishedDT: Number(row.published_dt),
    mediaId: row.media_id,
    author: row.author_id,
    authorEditor: row.author_editor_id,
  };
};
