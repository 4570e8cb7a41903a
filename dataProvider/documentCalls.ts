/**
 * The documents step's calls (001 §7 "Documents", docs/api.md "Documents"): builders of requests
 * for the http client (dataProvider.request) and for the uploader (dataProvider.upload).
 *
 * files      => GET  /api/admin/clinicfreefiles/{hash}                   -> { files: [FreeFile] }
 * upload     => POST /api/admin/freefile/upload   multipart hash, file   -> { file }
 *               400 { error: { file: [..] } } for a refused type, content or empty file; 413 over 20 MB
 * remove     => POST /api/admin/freefile/delete   JSON { hash } (the file's) -> { files }; 409 for a catalogue file
 * setVisible => POST /api/admin/togglefreefile    multipart hash, id, visible -> { files }
 * download   => GET  FreeFile.url (/api/admin/freefile/{hash}.{fileType}), an attachment under its name
 */
import type { HttpRequest } from './http';
import type { UploadRequest } from './upload';

/** A clinic's free file (001 §3 "Free file"). */
export interface FreeFile {
  id: number;
  hash: string;
  name: string;
  size: number;
  fileType: string;
  created: number;
  deleted: boolean;
  visible: boolean;
  /** null: uploaded here (may be deleted); else from the catalogue (may only be hidden). */
  origId: number | null;
  url: string;
}

export interface FreeFilesAnswer {
  files: FreeFile[];
}

export const documentCalls = {
  files: (hash: string): HttpRequest => ({ path: `/api/admin/clinicfreefiles/${encodeURIComponent(hash)}` }),
  remove: (file: FreeFile): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/freefile/delete',
    encoding: 'json',
    body: { hash: file.hash },
  }),
  setVisible: (hash: string, file: FreeFile, visible: boolean): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/togglefreefile',
    encoding: 'multipart',
    body: { hash, id: file.id, visible },
  }),
  upload: (hash: string, file: File, options: Pick<UploadRequest, 'onProgress' | 'signal'>): UploadRequest => ({
    path: '/api/admin/freefile/upload',
    fields: { hash },
    file,
    errorsAt: 'error',
    ...options,
  }),
};
