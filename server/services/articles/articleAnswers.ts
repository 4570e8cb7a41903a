// An article or tag as its editor loads it (GET /api/admin/article/get, GET /api/admin/tag/{id};
// schemas/answers/articles.ts): the row by the wire's names, its id lists and its media file.
import type { Db } from '../../db/kysely';
import { articleById } from '../../repositories/articleEditor';
import { articleLinks } from '../../repositories/articles';
import { imageUrl } from '../files/images';
import { articleFields } from './articleFields';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function articleDetailAnswer(db: Db, id: number) {
  const row = await articleById(db, id);
  if (!row) return undefined;
  const links = await articleLinks(db, [id]);
  const { media_hash: hash, media_type: type } = row;
  const media =
    hash && type && row.media_id !== null
      ? {
          id: Number(row.media_id),
          name: `${hash}.${type}`,
          url: imageUrl('mediafile', hash, type),
          thumb: imageUrl('mediafile', hash, type, 'thumb'),
        }
      : null;
  return {
    id,
    ...articleFields(id, row, links),
    publishedDT: day(Number(row.published_dt)),
    mediaId: row.media_id === null ? null : Number(row.media_id),
    rating: row.rating === null ? null : Number(row.rating),
    author: row.author_id === null ? null : Number(row.author_id),
    authorEditor: row.author_editor_id === null ? null : Number(row.author_editor_id),
    media,
    updated: Number(row.updated),
  };
}

export type ArticleDetail = NonNullable<Awaited<ReturnType<typeof articleDetailAnswer>>>;
