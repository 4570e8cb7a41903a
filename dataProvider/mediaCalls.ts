/**
 * The clinic profile's media calls: the pictures and logo steps (000 §7, 001 §7, docs/api.md).
 * Builders of requests for the http client (dataProvider.request) and for the uploader
 * (dataProvider.upload, dataProvider/upload.ts), like clinicCalls in endpoints.ts.
 *
 * pictures     => GET  /api/admin/pictures/{hash}                       -> { images: [Picture] }
 * upload       => POST /api/admin/image/upload   multipart hash, file   -> { image }
 *                 400 { error: { file: [..] } } for a wrong format or size, 413 when too large
 * deletePicture=> POST /api/admin/image/delete   multipart hash, id     -> { images }
 * setMain      => POST /api/admin/image/main     multipart hash, id     -> { images }
 * setVisible   => POST /api/admin/toggleimage    multipart hash, id, visible -> { images }
 * saveAlt      => POST /api/admin/image/alt      multipart id, RU, EN, hash -> { images }
 *                 field errors under `error` ({ RU: [..], EN: [..] })
 * logo         => GET  /api/admin/cliniclogo/{hash}                     -> LogoAnswer
 * uploadLogo   => POST /api/admin/cliniclogo/upload/{hash}  multipart file -> LogoAnswer
 * deleteLogo   => POST /api/admin/cliniclogo/delete  JSON { hash }      -> LogoAnswer
 * transferLogo => POST /api/admin/transferlogo/{hash}  no body          -> LogoAnswer
 */
import type { HttpRequest } from './http';
import type { UploadRequest } from './upload';

export type AltTexts = { RU: string; EN: string };

/** A clinic picture (000 §3); url and thumb are paths under /images/picture/. */
export interface Picture {
  id: number;
  hash: string;
  fileType: string;
  mainImg: boolean;
  visible: boolean;
  alt: AltTexts;
  /** null: uploaded here; else imported from the catalogue. */
  origId: string | number | null;
  width: number;
  height: number;
  size: number;
  created: number | string;
  url: string;
  thumb: string;
}

export interface PicturesAnswer {
  images: Picture[];
}

export interface LogoFile {
  hash: string;
  fileType: string;
  url: string;
}

/** lLogo: the clinic's own logo; mLogo: the main catalogue's (001 §3). */
export interface LogoAnswer {
  lLogo: LogoFile | null;
  mLogo: LogoFile | null;
}

const at = (hash: string) => encodeURIComponent(hash);
const multipart = (path: string, body: Record<string, unknown>): HttpRequest => ({ method: 'POST', path, encoding: 'multipart', body });

export const mediaCalls = {
  pictures: (hash: string): HttpRequest => ({ path: `/api/admin/pictures/${at(hash)}` }),
  deletePicture: (hash: string, id: number) => multipart('/api/admin/image/delete', { hash, id }),
  setMain: (hash: string, id: number) => multipart('/api/admin/image/main', { hash, id }),
  setVisible: (hash: string, id: number, visible: boolean) => multipart('/api/admin/toggleimage', { hash, id, visible }),
  saveAlt: (hash: string, id: number, alt: AltTexts): HttpRequest => ({
    ...multipart('/api/admin/image/alt', { id, RU: alt.RU, EN: alt.EN, hash }),
    errorsAt: 'error',
  }),
  logo: (hash: string): HttpRequest => ({ path: `/api/admin/cliniclogo/${at(hash)}` }),
  deleteLogo: (hash: string): HttpRequest => ({ method: 'POST', path: '/api/admin/cliniclogo/delete', encoding: 'json', body: { hash } }),
  transferLogo: (hash: string): HttpRequest => ({ method: 'POST', path: `/api/admin/transferlogo/${at(hash)}` }),
};

type UploadOptions = Pick<UploadRequest, 'onProgress' | 'signal' | 'fileName'>;

export const mediaUploads = {
  picture: (hash: string, file: Blob, options: UploadOptions = {}): UploadRequest => ({
    path: '/api/admin/image/upload',
    fields: { hash },
    file,
    errorsAt: 'error',
    ...options,
  }),
  logo: (hash: string, file: Blob, options: UploadOptions = {}): UploadRequest => ({
    path: `/api/admin/cliniclogo/upload/${at(hash)}`,
    file,
    errorsAt: 'error',
    ...options,
  }),
};
