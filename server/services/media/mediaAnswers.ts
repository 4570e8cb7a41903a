// Rows of the media library and of the articles list in their documented answer shapes
// (schemas/answers/mediaLibrary.ts, 001 §3 "Media file", 002 §3 "Article (list item)").
import type { ArticleLinkName, ArticleListRow } from '../../repositories/articles';
import type { MediaFileRow } from '../../repositories/mediaFiles';
import { imageUrl } from '../files/images';

export function mediaFileAnswer(row: MediaFileRow) {
  return {
    id: Number(row.id),
    name: `${row.hash}.${row.file_type}`,
    alt: row.alt,
    xsize: Number(row.xsize),
    ysize: Number(row.ysize),
    size: Number(row.size),
    created: Number(row.created),
    updated: Number(row.updated),
    url: imageUrl('mediafile', row.hash, row.file_type),
    thumb: imageUrl('mediafile', row.hash, row.file_type, 'thumb'),
  };
}

/** 002 §3: lists of ids travel as brace-wrapped text. */
const braced = (ids: readonly number[] = []) => `{${ids.join(',')}}`;

export type ArticleLinks = Record<ArticleLinkName, Map<number, number[]>>;

export function articleItemAnswer(row: ArticleListRow, links: ArticleLinks) {
  const id = Number(row.id);
  return {
    id,
    typ: row.typ,
    name: row.name,
    locals: row.lang,
    rating: row.rating === null ? null : Number(row.rating),
    published: Number(row.published) === 1,
    publishedDT: Number(row.published_dt),
    slug: row.slug,
    imageName: row.media_hash ? `${row.media_hash}.${row.media_type}` : null,
    updated: Number(row.updated),
    categories: braced(links.categories.get(id)),
    specialties: braced(links.specialties.get(id)),
    rubrics: braced(links.rubrics.get(id)),
    hubs: braced(links.hubs.get(id)),
    allCategories: Number(row.all_categories) === 1,
    allHubs: Number(row.all_hubs) === 1,
  };
}
