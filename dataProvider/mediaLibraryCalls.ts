/**
 * The media library's calls (001 §7 "Media library", 002 §7; docs/api.md "Media library"):
 * builders of requests for the http client (dataProvider.request) and the uploader.
 *
 * list     => GET  /api/admin/mediafile/list  page (zero-based), size  -> { slice: [MediaFile], total }
 * upload   => POST /api/admin/mediafile/upload  multipart file          -> { file }
 *             400 { error: { file: [..] } } for a wrong format or size, 413 when too large
 * saveAlt  => POST /api/admin/mediafile/alt  multipart imgId, alt; If-Match: the loaded `updated`
 *             -> { file }; field errors under `error`; 409 when changed since
 * remove   => POST /api/admin/mediafile/delete  multipart mediaFileId   -> { file }; 409 while in use
 * usedBy   => GET  /api/admin/articles/list  mediaId, page, size       -> { slice: [ArticleItem], total }
 * pasted   => POST /images/mediafile  JSON fileName, blob, base64        -> { location }
 */
import type { HttpRequest } from './http';
import type { UploadRequest } from './upload';

/** A media library file (001 §3); url and thumb are paths under /images/mediafile/. */
export interface MediaFile {
  id: number;
  name: string;
  alt: string;
  xsize: number;
  ysize: number;
  size: number;
  created: number;
  updated: number;
  url: string;
  thumb: string;
}

export interface MediaPage {
  slice: MediaFile[];
  total: number;
}

/** An article of the list (002 §3 "Article (list item)"), as far as the library shows it. */
export interface ArticleItem {
  id: number;
  typ: string;
  name: string;
  locals: string;
  published: boolean;
  publishedDT: number;
}

export interface ArticlePage {
  slice: ArticleItem[];
  total: number;
}

/** 002 §9: "media 50" in the list constants. */
export const MEDIA_PAGE_SIZE = 50;
/** The articles shown under an image at once; the total says how many more there are. */
export const USED_BY_SIZE = 20;

const multipart = (path: string, body: Record<string, unknown>): HttpRequest => ({ method: 'POST', path, encoding: 'multipart', body });

export const mediaLibraryCalls = {
  /** `page` as the UI counts it, from 1. */
  list: (page: number, size = MEDIA_PAGE_SIZE): HttpRequest => ({ path: '/api/admin/mediafile/list', query: { page: page - 1, size } }),
  saveAlt: (file: MediaFile, alt: string, overwrite = false): HttpRequest => ({
    ...multipart('/api/admin/mediafile/alt', { imgId: file.id, alt }),
    errorsAt: 'error',
    version: overwrite ? undefined : file.updated,
  }),
  remove: (file: MediaFile) => multipart('/api/admin/mediafile/delete', { mediaFileId: file.id }),
  usedBy: (file: MediaFile): HttpRequest => ({
    path: '/api/admin/articles/list',
    query: { mediaId: file.id, page: 0, size: USED_BY_SIZE },
  }),
  pasted: (fileName: string, base64: string): HttpRequest => ({
    method: 'POST',
    path: '/images/mediafile',
    encoding: 'json',
    errorsAt: 'error',
    body: { fileName, blob: {}, base64 },
  }),
};

export const mediaLibraryUploads = {
  file: (file: Blob, options: Pick<UploadRequest, 'onProgress' | 'fileName'> = {}): UploadRequest => ({
    path: '/api/admin/mediafile/upload',
    file,
    errorsAt: 'error',
    ...options,
  }),
};
