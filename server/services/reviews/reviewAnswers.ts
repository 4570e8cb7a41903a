// The wire shape of a review (001 §3 "Review"), from its row and its picks: dates as calendar
// days (YYYY-MM-DD, what the modal sends back), the avatar as the 44 px thumbnail's path, and the
// version (`updated`) an edit sends back in If-Match. Every text answered is sanitised HTML.
import type { ReviewLinks, ReviewRow } from '../../repositories/reviews';
import { imageUrl } from '../files/images';
import { sanitizeHtml } from '../sanitizeHtml';

const flag = (value: unknown) => Number(value) === 1;

/** A stored day (00:00 UTC, epoch ms) as YYYY-MM-DD. */
export const dayText = (ms: number | string) => new Date(Number(ms)).toISOString().slice(0, 10);

/** What the modal edits, by the names it sends. */
export function reviewFields(r: ReviewRow) {
  return {
    name: r.name,
    locals: r.lang,
    publishedDT: dayText(r.published_dt),
    curedDT: r.cured_dt === null ? null : dayText(r.cured_dt),
    // Texts written here are stored sanitised; the catalogue's arrive as it sent them.
    review: r.orig_id === null ? r.review : sanitizeHtml(r.review),
    rating: Number(r.rating),
    country: r.country,
    youtube: r.youtube,
    allCategories: flag(r.all_categories),
  };
}

export function reviewAnswer(r: ReviewRow, links: ReviewLinks) {
  const avatar = r.avatar_hash && r.avatar_file_type ? imageUrl('review', r.avatar_hash, r.avatar_file_type, 'thumb') : null;
  return {
    id: r.id,
    ...reviewFields(r),
    ...links,
    avatar,
    avatarHash: r.avatar_hash,
    avatarFileType: r.avatar_file_type,
    published: flag(r.published),
    visible: flag(r.visible),
    deleted: flag(r.deleted),
    origId: r.orig_id === null ? null : Number(r.orig_id),
    isPatient: flag(r.is_patient),
    source: r.source,
    updated: Number(r.updated),
  };
}

const NO_LINKS: ReviewLinks = { categories: [], specialties: [], doctors: [] };

export const reviewsAnswer = (rows: readonly ReviewRow[], links: Map<number, ReviewLinks>) =>
  rows.map((row) => reviewAnswer(row, links.get(row.id) ?? NO_LINKS));
