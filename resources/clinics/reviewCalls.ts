// The patient reviews step's calls (001 §2 "Patient reviews", §3 "Review", §5, §7; docs/api.md
// "Patient reviews"), ADMIN only: the list, the add and edit save (If-Match), delete, visibility
// and the avatar. Form bodies, field errors at the top level (the avatar upload's under `error`);
// reviews imported from the catalogue (origId) can only be shown or hidden, any other change of
// one is 409. Served by server/routes/reviews.ts; the reviews step (resources/clinicReviews, a
// declaration hosted by the wizard) reads the list as react-admin's getList of `clinicReviews`
// (filter: the clinic's hash; isPatient is true by default), adds and edits by its create and
// update (saveReview), makes the row's changes by name, and reads the clinic's doctors for its
// picker as the doctors step does (doctorCalls.ts).
// Read by both sides: imports only common/ and schemas/.
import { defineCalls } from '../../common/calls';
import { emptyAnswer } from '../../schemas/answers/common';
import * as answers from '../../schemas/answers/reviews';
import { flag, hash, hashParams, id } from '../../schemas/requests/common';
import { reviewSchema } from '../../schemas/review';

const listQuery = { type: 'object', properties: { isPatient: { enum: ['', 'true', 'false', '1', '0'], default: 'true' } } } as const;
/** A review by the clinic's hash and its id. */
const reviewBody = { type: 'object', required: ['hash', 'id'], properties: { hash, id } } as const;
const toggleBody = { type: 'object', required: ['reviewId', 'visible'], properties: { reviewId: id, visible: flag } } as const;
const avatarParams = {
  type: 'object',
  required: ['hash', 'reviewId'],
  properties: { hash, reviewId: { type: 'integer', minimum: 1 } },
} as const;

const CHANGE = 'One transaction with its history row and the completion mark of section 7 in the review’s language.';

export const reviewCalls = defineCalls(
  { area: 'Patient reviews', resource: 'clinicReviews', access: ['ADMIN'], encoding: 'form', errorsAt: 'root' },
  {
    listReviews: {
      method: 'GET',
      path: '/api/admin/reviews/:hash',
      description:
        'The clinic’s reviews of patients (isPatient=false: the others), newest publication first; those that left the catalogue are marked deleted.',
      params: hashParams,
      query: listQuery,
      answer: answers.reviewsAnswer,
      // The answer is the list itself; the form edits a review by its `reviewId` and a treatment
      // date it has not got as '' (what the save sends for none).
      paging: { flatten: { reviewId: 'id', curedDT: 'curedDT' } },
      resource: 'getList',
    },
    saveReview: {
      method: 'POST',
      path: '/api/admin/review/:hash',
      description: `Adds a review, or saves the one reviewId names (not an imported one; a review of another clinic is 404). ${CHANGE}`,
      params: hashParams,
      body: reviewSchema,
      answer: emptyAnswer,
      version: true,
      resource: ['create', 'update'],
    },
    deleteReview: {
      method: 'POST',
      path: '/api/admin/review/delete',
      // The spec's body is JSON (001 §7); the server reads form fields alike.
      sends: 'json',
      description: `Deletes a review written here and its avatar’s files. ${CHANGE}`,
      body: reviewBody,
      answer: emptyAnswer,
    },
    toggleReview: {
      method: 'POST',
      path: '/api/admin/togglereview/:hash',
      description: `Shows or hides a review, an imported one too. ${CHANGE}`,
      params: hashParams,
      body: toggleBody,
      answer: emptyAnswer,
    },
    uploadReviewAvatar: {
      method: 'POST',
      path: '/api/admin/reviewavatar/upload/:hash/:reviewId',
      description: `One image (gif, jpg, png or webp by content, 10 MB; the browser sends its square crop), re-encoded within 640x640 with an 88x88 thumbnail. ${CHANGE}`,
      params: avatarParams,
      encoding: 'multipart',
      errorsAt: 'error',
      answer: answers.reviewAvatarAnswer,
    },
    deleteReviewAvatar: {
      method: 'POST',
      path: '/api/admin/reviewavatar/delete',
      // The spec's body is JSON (001 §7); the server reads form fields alike.
      sends: 'json',
      description: `Forgets a review’s avatar and removes its files. ${CHANGE}`,
      body: reviewBody,
      answer: emptyAnswer,
    },
  },
);
