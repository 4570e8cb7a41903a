// A change of one patient review that is not its form's save (delete, visibility, avatar): one
// transaction with the version check (a stale `loaded` is refused 409, none keeps last-write-wins),
// the history row and the completion mark of section 7 in the review's language. The single calls
// (routes/reviews.ts) and the bulk visibility (services/bulk/bulkActions.ts) both run it.
import type { Db } from '../../db/kysely';
import { ApiError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import { markSaved } from '../../repositories/completeEdit';
import * as repo from '../../repositories/reviews';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { REVIEWS_SECTION } from './saveReview';

/** One of the clinic's reviews, for a change that imported reviews may (`imported`) or may not have. */
export async function reviewOf(db: Db, clinicId: number, reviewId: number, imported: boolean) {
  const review = await repo.clinicReview(db, clinicId, reviewId);
  if (!review) throw new ApiError(404, 'server.error.notFound');
  if (!imported && review.orig_id !== null) throw new ApiError(409, 'server.reviews.imported');
  return review;
}

/** Runs `change` on the review; answers the review as it was before. */
export function changeReview(
  db: Db,
  actor: AuditActor,
  clinicId: number,
  reviewId: number,
  imported: boolean,
  change: (trx: Db) => Promise<void>,
  loaded?: number,
) {
  return db.transaction().execute(async (trx) => {
    await claimVersion(trx, 'reviews', reviewId, loaded);
    const review = await reviewOf(trx, clinicId, reviewId, imported);
    await trackChange(trx, actor, TRACKED.reviews, review.id, () => change(trx));
    await markSaved(trx, clinicId, REVIEWS_SECTION, [review.lang]);
    return review;
  });
}

/** Shows or hides a review, imported or not, on its clinic's page. */
export async function setReviewShown(db: Db, actor: AuditActor, reviewId: number, visible: boolean, loaded?: number) {
  const review = await repo.reviewById(db, reviewId);
  if (!review) throw new ApiError(404, 'server.error.notFound');
  await changeReview(
    db,
    actor,
    review.clinic_id,
    reviewId,
    true,
    (trx) => repo.setReviewVisible(trx, reviewId, visible, Date.now()),
    loaded,
  );
}
