// An article or tag as its editor loads it (GET /api/admin/article/get, GET /api/admin/tag/{id};
// schemas/answers/articles.ts): the row by the wire's names, its id lists and its media file.
import type { Db } from '../../db/kysely';
import { articleById } from '../../repositories/articleEditor';
import { articleLinks } from '../../repositories/articles';
import { imageUrl } from '../files/images';

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
    typ: row.typ,
    locals: row.lang,
    publishedDT: day(Number(row.published_dt)),
    slug: row.slug,
    published: Number(row.published) === 1,
    noText: Number(row.no_text) === 1,
    name: row.name,
    teaser: row.teaser,
    text: row.text,
    textLong: row.text_long,
    mediaId: row.media_id === null ? null : Number(row.media_id),
    mediaAlt: row.media_alt,
    mediaDescription: row.media_description,
    categories: links.categories.get(id) ?? [],
    rubrics: links.rubrics.get(id) ?? [],
    specialties: links.specialties.get(id) ?? [],
    hubs: links.hubs.get(id) ?? [],
    allCategories: Number(row.all_categories) === 1,
    allHubs: Number(row.all_hubs) === 1,
    rating: row.rating === null ? null : Number(row.rating),
    htmlTitle: row.html_title,
    seoDescription: row.seo_description,
    keywords: row.keywords,
    tags: row.tags,
    author: row.author_id === null ? null : Number(row.author_id),
    authorEditor: row.author_editor_id === null ? null : Number(row.author_editor_id),
    media,
    updated: Number(row.updated),
  };
}

export type ArticleDetail = NonNullable<Awaited<ReturnType<typeof articleDetailAnswer>>>;
