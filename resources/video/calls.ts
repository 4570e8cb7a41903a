// The video library's calls (002 §7 "Video library"; docs/api.md "Video library"), for the content
// staff (docs/decisions.md "The REDACTOR role"): the active videos, add (title, URL, description),
// save with every link (PUT, If-Match) and soft delete, field errors under `error`, served by
// server/routes/videos.ts; and the public portal's reads that its pickers call (GET /api/doctors,
// /api/articles/, /api/clinics/{slug}), served read-only from this database by
// server/routes/publicReads.ts (docs/decisions.md "Video library"). The screen (the declaration
// beside this file) reads, adds, saves and deletes through react-admin's methods of `video`, its
// pickers through the reads' methods.
import { defineCalls } from '../../common/calls';
import { CONTENT_STAFF } from '../../common/roles';
import * as answers from '../../schemas/answers/videos';
import { idParams } from '../../schemas/requests/common';
import { videoSchema } from '../../schemas/video';

/** The text types a video links to, in the screen's order (002 §2). */
export const VIDEO_TEXT_TYPES = ['INTERVIEW', 'CATALOGUE_AI', 'WEBINAR', 'ARTICLE'] as const;

/** The save carries the form's texts and the link lists, read and checked by the handler
 * (server/services/videos/videoInput.ts): lists as arrays, repeated fields or comma lists. */
const ids = (what: string) =>
  ({ type: ['array', 'string', 'integer'], description: `${what}: ids as an array, repeated fields or a comma list.` }) as const;
const text = { type: 'string', description: 'As POST /api/admin/video.' } as const;
const saveBody = {
  type: 'object',
  description: 'title, url, description, clinics, doctors, diseases, specialties, texts, clinicCategories',
  properties: {
    title: text,
    url: text,
    description: text,
    specialties: ids('Directions (category ids)'),
    diseases: ids('Specialisations (specialty ids)'),
    clinics: ids('Clinics'),
    doctors: ids('Doctors'),
    texts: ids('Interviews, articles, catalogue entries and webinars (article ids)'),
    clinicCategories: {
      type: 'object',
      description: 'Per linked clinic id, its directions: an object, or form fields named clinicCategories[<clinicId>].',
    },
  },
} as const;

/** The staff's screens send JSON; the server reads form fields as well (docs/api.md). */
const FORM_SENT_AS_JSON = { encoding: 'form', sends: 'json' } as const;

const VIDEO_LIBRARY = { area: 'Video library', resource: 'video', access: CONTENT_STAFF, errorsAt: 'error' } as const;

export const videoCalls = defineCalls(VIDEO_LIBRARY, {
  listVideos: {
    method: 'GET',
    path: '/api/admin/video/all',
    description: 'The active videos, each under its id in a list of one (002 §7), newest first.',
    answer: answers.videosAnswer,
    paging: { items: 'videoIds', grouped: true },
    resource: 'getList',
  },
  createVideo: {
    method: 'POST',
    path: '/api/admin/video',
    description: 'Adds a video (title, YouTube URL, description) without links; the history records it.',
    body: videoSchema,
    ...FORM_SENT_AS_JSON,
    answer: answers.videoCreatedAnswer,
    resource: 'create',
    one: { id: 'videoId' },
  },
  saveVideo: {
    method: 'PUT',
    path: '/api/admin/video/:id',
    description:
      'Saves a video’s texts and every link (directions, specialisations, clinics with their directions, doctors, texts); an unknown id in a list is refused on that list.',
    params: idParams,
    body: saveBody,
    ...FORM_SENT_AS_JSON,
    answer: answers.videoAnswer,
    version: true,
    resource: 'update',
  },
  deleteVideo: {
    method: 'DELETE',
    path: '/api/admin/video/:id',
    description: 'Soft-deletes the video (`active: false`).',
    params: idParams,
    answer: answers.videoAnswer,
    version: true,
    resource: 'delete',
  },
});

const locale = { enum: ['RU', 'EN', 'ru', 'en'], default: 'RU' } as const;

const doctorsQuery = {
  type: 'object',
  properties: {
    locale,
    page: { type: 'integer', minimum: 0, default: 0 },
    // 002 §9: doctors up to 10000.
    size: { type: 'integer', minimum: 1, maximum: 10000, default: 10000 },
  },
} as const;

const articlesQuery = {
  type: 'object',
  required: ['t'],
  properties: {
    t: { enum: ['webinar', 'catalogue_ai', 'interview', 'article', 'WEBINAR', 'CATALOGUE_AI', 'INTERVIEW', 'ARTICLE'] },
    locale,
    // 002 §9: article lists up to 500 per type.
    size: { type: 'integer', minimum: 1, maximum: 500, default: 500 },
  },
} as const;

const clinicParams = { type: 'object', required: ['slug'], properties: { slug: { type: 'string', maxLength: 128 } } } as const;
const localeQuery = { type: 'object', properties: { locale } } as const;

export const publicReadCalls = defineCalls(VIDEO_LIBRARY, {
  publicDoctors: {
    method: 'GET',
    path: '/api/doctors',
    description: 'The active doctors, named in `locale` (else the other language), by id.',
    query: doctorsQuery,
    answer: answers.publicDoctorsAnswer,
    paging: { items: 'doctors', total: 'total', page: 'page', size: 'size' },
  },
  publicArticles: {
    method: 'GET',
    path: '/api/articles/',
    description: 'The articles of a type (`t`) written in `locale`, newest first.',
    query: articlesQuery,
    answer: answers.publicArticlesAnswer,
    paging: { items: 'articles', total: 'total' },
  },
  publicClinic: {
    method: 'GET',
    path: '/api/clinics/:slug',
    description: 'A clinic by its slug, named in `locale`, with the directions it offers (specCatsList); 404 for an unknown slug.',
    params: clinicParams,
    query: localeQuery,
    answer: answers.publicClinicAnswer,
  },
});
