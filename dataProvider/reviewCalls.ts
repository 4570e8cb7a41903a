/**
 * The patient reviews step's calls (001 §7 "Patient reviews", docs/api.md "Patient reviews"):
 * builders of requests for the http client (dataProvider.request) and the uploader (upload).
 *
 * list         => GET  /api/admin/reviews/{hash}?isPatient=true          -> [Review] (newest first)
 * save         => POST /api/admin/review/{hash}  multipart ispatient, isnew, reviewId, name, locals,
 *                 publishedDT, curedDT, youtube, review, allCategories, country, rating, categories,
 *                 specialties, doctors (comma lists)  -> {} | 400 { field: [..] } (top level)
 *                 If-Match: the review's `updated` as loaded (edits); 409 when it changed since,
 *                 or when it is imported (origId)
 * remove       => POST /api/admin/review/delete  JSON { hash, id }        -> {}; 409 for an imported review
 * setVisible   => POST /api/admin/togglereview/{hash}  multipart reviewId, visible -> {}
 * uploadAvatar => POST /api/admin/reviewavatar/upload/{hash}/{reviewId}  multipart file
 *                 -> { avatar, avatarHash, avatarFileType }; 400 { error: { file: [..] } }
 * removeAvatar => POST /api/admin/reviewavatar/delete  JSON { hash, id }  -> {}
 * doctors      => GET  /api/admin/doctors/{hash}  -> { doctors, clinicDoctors } (the doctor picker)
 */
import type { EditLang } from '../common/lang';
import type { HttpRequest } from './http';
import type { UploadRequest } from './upload';

/** A review as listed (001 §3 "Review"). */
export interface Review {
  id: number;
  name: string;
  locals: EditLang;
  /** YYYY-MM-DD. */
  publishedDT: string;
  curedDT: string | null;
  review: string;
  rating: number;
  country: string;
  youtube: string;
  allCategories: boolean;
  categories: number[];
  specialties: number[];
  doctors: number[];
  /** The thumbnail to show at 44 px, or null. */
  avatar: string | null;
  avatarHash: string | null;
  avatarFileType: string | null;
  published: boolean;
  visible: boolean;
  deleted: boolean;
  /** null: written here; else imported from the catalogue (read-only but for `visible`). */
  origId: number | null;
  isPatient: boolean;
  source: 'MM' | 'LG';
  updated: number;
}

export interface ReviewAvatarAnswer {
  avatar: string;
  avatarHash: string;
  avatarFileType: string;
}

const at = (path: string, hash: string) => `/api/admin/${path}/${encodeURIComponent(hash)}`;

export const reviewCalls = {
  list: (hash: string): HttpRequest => ({ path: at('reviews', hash), query: { isPatient: true } }),
  /** `version`: the review's `updated` as loaded; undefined for a new review or an overwrite. */
  save: (hash: string, body: Record<string, unknown>, version?: number): HttpRequest => ({
    method: 'POST',
    path: at('review', hash),
    body,
    encoding: 'multipart',
    errorsAt: 'root',
    version,
  }),
  remove: (hash: string, review: Review): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/review/delete',
    encoding: 'json',
    body: { hash, id: review.id },
  }),
  setVisible: (hash: string, review: Review, visible: boolean): HttpRequest => ({
    method: 'POST',
    path: at('togglereview', hash),
    encoding: 'multipart',
    body: { reviewId: review.id, visible },
  }),
  uploadAvatar: (hash: string, review: Review, file: Blob, options: Pick<UploadRequest, 'fileName' | 'onProgress'>): UploadRequest => ({
    path: `${at('reviewavatar/upload', hash)}/${review.id}`,
    file,
    errorsAt: 'error',
    ...options,
  }),
  removeAvatar: (hash: string, review: Review): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/reviewavatar/delete',
    encoding: 'json',
    body: { hash, id: review.id },
  }),
  doctors: (hash: string): HttpRequest => ({ path: at('doctors', hash) }),
};
