// An article's or tag's editable fields as the history diffs them (services/history/audit.ts), by
// the editor's wire names, its id lists included.
import type { Db } from '../../db/kysely';
import { articleById } from '../../repositories/articleEditor';
import { articleLinks } from '../../repositories/articles';
import type { SnapshotReader } from '../history/snapshots';

export const articleSnapshot: SnapshotReader = async (db: Db, id: number) => {
  const row = await articleById(db, id);
  if (!row) return undefined;
  const links = await articleLinks(db, [id]);
  return {
    typ: row.typ,
    locals: row.lang,
    rating: row.rating,
    name: row.name,
    slug: row.slug,
    teaser: row.teaser,
    text: row.text,
    textLong: row.text_long,
    publishedDT: Number(row.published_dt),
    published: Number(row.published) === 1,
    noText: Number(row.no_text) === 1,
    mediaId: row.media_id,
    mediaAlt: row.media_alt,
    mediaDescription: row.media_description,
    htmlTitle: row.html_title,
    seoDescription: row.seo_description,
    keywords: row.keywords,
    tags: row.tags,
    author: row.author_id,
    authorEditor: row.author_editor_id,
    allCategories: Number(row.all_categories) === 1,
    allHubs: Number(row.all_hubs) === 1,
    categories: links.categories.get(id) ?? [],
    specialties: links.specialties.get(id) ?? [],
    rubrics: links.rubrics.get(id) ?? [],
    hubs: links.hubs.get(id) ?? [],
  };
};
