// The reviews step's declared calls as the browser sends them (dataProvider/callRequests.ts): the
// method, path, query, If-Match and field-error location the step's requests had before the calls
// were declared (issue 24). The two deletes send the JSON body the spec writes (001 §7); the server
// reads form fields alike (docs/decisions.md).
import { describe, expect, it } from 'vitest';
import { callRequest, uploadRequest } from '../../dataProvider/callRequests';
import { reviewCalls } from './calls';

const clinic = '0f8fad5b-d9cb-469f-a165-70867728950e';
const { calls } = reviewCalls;

describe('the reviews step’s calls', () => {
  it('lists the patients’ reviews', () => {
    expect(callRequest(calls.listReviews, { hash: clinic, isPatient: 'true' })).toEqual({
      method: 'GET',
      path: `/api/admin/reviews/${clinic}`,
      query: { isPatient: 'true' },
    });
  });

  it('saves a review as form fields with the loaded version and reads field errors at the top level', () => {
    const payload = { ispatient: 'true', isnew: 'false', reviewId: '5', name: 'Анна', locals: 'RU', rating: '5' } as const;
    expect(callRequest(calls.saveReview, { ...payload, hash: clinic }, { version: 1700 })).toEqual({
      method: 'POST',
      path: `/api/admin/review/${clinic}`,
      body: payload,
      encoding: 'multipart',
      errorsAt: 'root',
      version: 1700,
    });
  });

  it('deletes, shows or hides a review and removes its avatar', () => {
    expect(callRequest(calls.deleteReview, { hash: clinic, id: 5 })).toMatchObject({
      method: 'POST',
      path: '/api/admin/review/delete',
      body: { hash: clinic, id: 5 },
      encoding: 'json',
    });
    expect(callRequest(calls.toggleReview, { hash: clinic, reviewId: 5, visible: false })).toMatchObject({
      method: 'POST',
      path: `/api/admin/togglereview/${clinic}`,
      body: { reviewId: 5, visible: false },
      encoding: 'multipart',
    });
    expect(callRequest(calls.deleteReviewAvatar, { hash: clinic, id: 5 })).toMatchObject({
      method: 'POST',
      path: '/api/admin/reviewavatar/delete',
      body: { hash: clinic, id: 5 },
      encoding: 'json',
    });
  });

  it('uploads the avatar to the review’s path with its errors under `error`', () => {
    const file = new Blob(['x'], { type: 'image/jpeg' });
    expect(uploadRequest(calls.uploadReviewAvatar, { hash: clinic, reviewId: 5 }, { file, fileName: 'avatar.jpg' })).toEqual({
      path: `/api/admin/reviewavatar/upload/${clinic}/5`,
      fields: {},
      file,
      fileName: 'avatar.jpg',
      errorsAt: 'error',
    });
  });
});
