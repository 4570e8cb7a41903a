// A clinic's patient reviews (001 §2 "Patient reviews", §3 "Review", §5, §7), ADMIN-only: the list
// (of patients' reviews, or with isPatient=false the others), the add and edit save, delete,
// visibility and the avatar (upload re-encoded within 640x640, delete). Reviews imported from the
// catalogue (origId) can only be shown or hidden. Every change is one transaction with its history
// row and the completion mark of section 7 in the review's language; the bytes of a replaced or
// deleted avatar are removed after it commits. Declared in resources/clinics/reviewCalls.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reviewCalls } from '../../resources/clinics/calls';
import type { Db } from '../db/kysely';
import { yes } from '../http/flagValue';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { markSaved } from '../repositories/completeEdit';
import * as repo from '../repositories/reviews';
import { imageUrl, removeImage } from '../services/files/images';
import { openStorage } from '../services/files/openStorage';
import { receiveImage } from '../services/files/upload';
import { storeUpload } from '../services/files/uploadImage';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { trackChange } from '../services/history/track';
import { changeReview, reviewOf } from '../services/reviews/changeReview';
import { reviewsAnswer } from '../services/reviews/reviewAnswers';
import { REVIEWS_SECTION, saveReview } from '../services/reviews/saveReview';
import { clinicOf } from './clinics';

export default async function reviewRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);

  /** Runs `change` on one of the clinic's reviews (services/reviews/changeReview.ts); answers the
   * review as it was before. */
  async function changeOf(
    request: FastifyRequest,
    clinicHash: string,
    reviewId: number,
    imported: boolean,
    change: (trx: Db) => Promise<void>,
  ) {
    const clinic = await clinicOf(request, clinicHash);
    return changeReview(app.db, actorOf(request), clinic.id, reviewId, imported, change);
  }

  /** Files of an avatar nothing points at any more; a failure only leaves files for `files sweep`. */
  function forget(request: FastifyRequest, review: repo.ReviewRow) {
    if (!review.avatar_hash || !review.avatar_file_type) return Promise.resolve();
    return removeImage(storage, 'review', review.avatar_hash, review.avatar_file_type).catch((error) =>
      request.log.error({ err: error, hash: review.avatar_hash }, 'review avatar files not removed'),
    );
  }

  registerCalls(app, reviewCalls, {
    listReviews: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const isPatient = request.query.isPatient === '' || yes(request.query.isPatient);
      const [rows, links] = await Promise.all([
        repo.clinicReviews(app.db, clinic.id, isPatient),
        repo.clinicReviewLinks(app.db, clinic.id),
      ]);
      return reviewsAnswer(rows, links);
    },

    saveReview: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      await saveReview(app.db, clinic.id, request.body, actorOf(request), loadedVersion(request));
      return {};
    },

    deleteReview: async (request) => {
      const { hash: clinicHash, id: reviewId } = request.body;
      const review = await changeOf(request, clinicHash, Number(reviewId), false, (trx) => repo.deleteLocalReview(trx, Number(reviewId)));
      await forget(request, review);
      return {};
    },

    toggleReview: async (request) => {
      const { reviewId, visible } = request.body;
      await changeOf(request, request.params.hash, Number(reviewId), true, (trx) =>
        repo.setReviewVisible(trx, Number(reviewId), yes(visible), Date.now()),
      );
      return {};
    },

    uploadReviewAvatar: async (request) => {
      const clinic = await clinicOf(request, request.params.hash);
      const { reviewId } = request.params;
      // Refused before the bytes are read: an unknown or imported review gets no avatar.
      await reviewOf(app.db, clinic.id, reviewId, false);
      const upload = await receiveImage(request, () => storage.tempFile());
      try {
        const { replaced, avatar } = await storeUpload(app.db, storage, upload, 'review', async (trx, image) => {
          const avatar = { hash: image.hash, fileType: image.fileType };
          const before = await reviewOf(trx, clinic.id, reviewId, false);
          await trackChange(trx, actorOf(request), TRACKED.reviews, reviewId, () =>
            repo.setReviewAvatar(trx, reviewId, avatar, Date.now()),
          );
          await markSaved(trx, clinic.id, REVIEWS_SECTION, [before.lang]);
          return { replaced: before, avatar };
        });
        await forget(request, replaced);
        return {
          avatar: imageUrl('review', avatar.hash, avatar.fileType, 'thumb'),
          avatarHash: avatar.hash,
          avatarFileType: avatar.fileType,
        };
      } finally {
        await upload.discard();
      }
    },

    deleteReviewAvatar: async (request) => {
      const { hash: clinicHash, id: reviewId } = request.body;
      const review = await changeOf(request, clinicHash, Number(reviewId), false, (trx) =>
        repo.setReviewAvatar(trx, Number(reviewId), null, Date.now()),
      );
      await forget(request, review);
      return {};
    },
  });
}
