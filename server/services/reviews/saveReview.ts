// POST /api/admin/review/{hash} after the schema passed (001 §5 "Review form"): a new review
// (isnew) or an edit of one written here; imported reviews (origId) are refused. One transaction:
// the version check of an edit (If-Match: the review's `updated`), the row and its picks with the
// history row, and the completion mark of section 7 in the review's language (both, when an edit
// moved it to the other language). The text is stored sanitised and checked again as stored.
import type { EditLang } from '../../../common/lang';
import type { ReviewForm } from '../../../schemas/review';
import { reviewSchema } from '../../../schemas/review';
import { validateFields } from '../../../schemas/validator';
import type { Db } from '../../db/kysely';
import { ApiError, FieldErrors, fieldError } from '../../http/errors';
import { yes } from '../../http/flagValue';
import { claimVersion } from '../../http/version';
import { markSaved } from '../../repositories/completeEdit';
import * as repo from '../../repositories/reviews';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { recordCreated, trackChange } from '../history/track';
import { richTextValue } from '../profile/richTextValue';

/** Section 7 "patient reviews" (001 §4). */
export const REVIEWS_SECTION = 7;

const idsOf = (list: unknown): number[] => [
  ...new Set(
    String(list ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number),
  ),
];
const dayMs = (day: unknown) => (String(day ?? '').trim() ? Date.parse(String(day).trim()) : null);

/** The row values of a valid form, the text sanitised. */
function valuesOf(form: ReviewForm): repo.ReviewValues {
  return {
    lang: form.locals as EditLang,
    name: String(form.name).trim(),
    published_dt: dayMs(form.publishedDT) ?? 0,
    cured_dt: dayMs(form.curedDT),
    review: richTextValue(form.review),
    rating: Number(form.rating),
    country: String(form.country),
    youtube: String(form.youtube ?? '').trim(),
    all_categories: yes(form.allCategories) ? 1 : 0,
  };
}

/** The picks, each id checked against what its picker offers. */
async function linksOf(db: Db, form: ReviewForm): Promise<repo.ReviewLinks> {
  const links: repo.ReviewLinks = {
    categories: idsOf(form.categories),
    specialties: idsOf(form.specialties),
    doctors: idsOf(form.doctors),
  };
  const errors: Record<string, { key: string }[]> = {};
  for (const name of Object.keys(links) as repo.LinkName[]) {
    const known = await repo.knownIds(db, name, links[name]);
    if (links[name].some((id) => !known.has(id))) errors[name] = [{ key: 'check.invalid' }];
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return links;
}

export async function saveReview(db: Db, clinicId: number, form: ReviewForm, actor: AuditActor, loaded?: number): Promise<void> {
  const values = valuesOf(form);
  // Sanitising may drop what the rule counted (a script's text): the stored text must pass too.
  const stored = validateFields(reviewSchema, { ...form, review: values.review });
  if (Object.keys(stored).length) throw new FieldErrors(stored);
  const links = await linksOf(db, form);
  const now = Date.now();
  if (yes(form.isnew)) {
    await db.transaction().execute(async (trx) => {
      const id = await repo.insertReview(trx, clinicId, yes(form.ispatient ?? 'true'), values, now);
      await repo.replaceReviewLinks(trx, id, links);
      await recordCreated(trx, actor, TRACKED.reviews, id);
      await markSaved(trx, clinicId, REVIEWS_SECTION, [values.lang], now);
    });
    return;
  }
  const id = Number(form.reviewId);
  if (!(id > 0)) throw fieldError('reviewId', 'check.invalid');
  await db.transaction().execute(async (trx) => {
    const found = await repo.clinicReview(trx, clinicId, id);
    if (!found) throw new ApiError(404, 'server.error.notFound');
    if (found.orig_id !== null) throw new ApiError(409, 'server.reviews.imported');
    const version = (await claimVersion(trx, 'reviews', id, loaded)) ?? now;
    await trackChange(trx, actor, TRACKED.reviews, id, async () => {
      await repo.updateReview(trx, id, values, version);
      await repo.replaceReviewLinks(trx, id, links);
    });
    await markSaved(trx, clinicId, REVIEWS_SECTION, [...new Set([found.lang, values.lang])], now);
  });
}
