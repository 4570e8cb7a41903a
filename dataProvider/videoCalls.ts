/**
 * The video library's calls (002 §7 "Video library"; docs/api.md "Video library"): builders of
 * requests for the http client (dataProvider.request), and the pickers' reads.
 *
 * all      => GET    /api/admin/video/all            -> { videoIds: { id: [Video] } }
 * create   => POST   /api/admin/video  title, url, description -> { videoId }; errors under `error`
 * save     => PUT    /api/admin/video/{id}  texts and links; If-Match -> Video
 * remove   => DELETE /api/admin/video/{id}; If-Match -> Video
 * doctors  => GET    /api/doctors?locale=RU&page=0&size=10000
 * texts    => GET    /api/articles/?t={type}&locale=ru&size=500
 * clinics  => GET    /api/admin/clinicslist?page=0&size=1000
 * clinic   => GET    /api/clinics/{slug}?locale=RU   -> its directions (specCatsList)
 */
import type { HttpRequest } from './http';

export interface VideoTexts {
  title: string;
  url: string;
  description: string;
}

export interface VideoLinks {
  /** Directions (category ids). */
  specialties: number[];
  /** Specialisations (specialty ids). */
  diseases: number[];
  clinics: number[];
  doctors: number[];
  /** Interviews, catalogue entries, webinars and articles (article ids). */
  texts: number[];
  /** Per linked clinic id, the directions chosen for it. */
  clinicCategories: Record<string, number[]>;
}

export type VideoValues = VideoTexts & VideoLinks;

export interface Video extends VideoValues {
  id: number;
  created: number;
  updated: number;
  active: boolean;
}

/** The text types a video links to, in the screen's order (002 §2). */
export const VIDEO_TEXT_TYPES = ['INTERVIEW', 'CATALOGUE_AI', 'WEBINAR', 'ARTICLE'] as const;
export type VideoTextType = (typeof VIDEO_TEXT_TYPES)[number];

export interface PublicClinic {
  id: number;
  slug: string;
  name: string;
  specCatsList: { category: { id: number; name: string } }[];
}

const locale = (lang: string) => (lang === 'en' ? 'EN' : 'RU');

export const videoCalls = {
  all: (): HttpRequest => ({ path: '/api/admin/video/all' }),
  create: (values: VideoTexts): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/video',
    body: { ...values },
    encoding: 'json',
    errorsAt: 'error',
  }),
  save: (id: number, values: VideoValues, version?: number): HttpRequest => ({
    method: 'PUT',
    path: `/api/admin/video/${id}`,
    body: { ...values },
    encoding: 'json',
    errorsAt: 'error',
    version,
  }),
  remove: (video: Video): HttpRequest => ({ method: 'DELETE', path: `/api/admin/video/${video.id}`, version: video.updated }),
  doctors: (lang: string): HttpRequest => ({ path: '/api/doctors', query: { locale: locale(lang), page: 0, size: 10000 } }),
  texts: (type: VideoTextType, lang: string): HttpRequest => ({
    path: '/api/articles/',
    query: { t: type.toLowerCase(), locale: locale(lang).toLowerCase(), size: 500 },
  }),
  clinics: (): HttpRequest => ({ path: '/api/admin/clinicslist', query: { page: 0, size: 1000 } }),
  clinic: (slug: string, lang: string): HttpRequest => ({
    path: `/api/clinics/${encodeURIComponent(slug)}`,
    query: { locale: locale(lang) },
  }),
};
