/**
 * File uploads with per-file progress, which fetch cannot report: one multipart POST over
 * XMLHttpRequest, with the same rules as the http client (dataProvider/http.ts):
 *
 * upload({ path, query, fields, file, fileName, fileField = 'file', errorsAt, onProgress, signal })
 *   POST path?query   multipart: the fields (toFormData's encoding) + the file under fileField
 *
 * - CSRF: `X-XSRF-TOKEN` from the XSRF-TOKEN cookie, or GET /api/csrf-token first when it is absent.
 * - Progress: onProgress(0..1) as the body goes out (and 1 once a successful answer is read).
 * - The answer's JSON resolves; a failure rejects with HttpError(message, status, body) whose
 *   body.errors holds the field errors mapped as http.ts maps them; 401/403/404 act as http.ts does.
 * - A network failure rejects with HttpError('app.media.upload.networkError', 0); aborting through
 *   `signal` aborts the request and rejects with a DOMException named 'AbortError'.
 */
import { HttpError } from 'react-admin';
import {
  answerError,
  CSRF_HEADER,
  createCsrfToken,
  createFailureHandler,
  type ErrorsAt,
  type HttpEnvironment,
  parseBody,
  type QueryValue,
  toFormData,
  withQuery,
} from './http';

export interface UploadRequest {
  path: string;
  query?: Record<string, QueryValue>;
  /** The other multipart fields (e.g. the clinic's hash). */
  fields?: Record<string, unknown>;
  file: Blob;
  /** The file's name on the wire (a compressed or cropped Blob has none of its own). */
  fileName?: string;
  fileField?: string;
  errorsAt?: ErrorsAt;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export type Upload = <T = unknown>(request: UploadRequest) => Promise<T>;

export const NETWORK_ERROR = 'app.media.upload.networkError';

const abortError = () => new DOMException('The upload was aborted', 'AbortError');

export function createUpload(env: HttpEnvironment, makeXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): Upload {
  const csrfToken = createCsrfToken(env);
  const onFailure = createFailureHandler(env);

  return async function upload<T>(req: UploadRequest): Promise<T> {
    if (req.signal?.aborted) throw abortError();
    const token = await csrfToken(false);
    const form = toFormData(req.fields ?? {});
    const name = req.fileName ?? (req.file instanceof File ? req.file.name : 'upload');
    form.append(req.fileField ?? 'file', req.file, name);

    return new Promise<T>((resolve, reject) => {
      const xhr = makeXhr();
      // The signal may fire while the token was being fetched.
      if (req.signal?.aborted) return reject(abortError());
      const abort = () => xhr.abort();
      req.signal?.addEventListener('abort', abort, { once: true });
      const settle = () => req.signal?.removeEventListener('abort', abort);

      xhr.open('POST', withQuery(req.path, req.query));
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader(CSRF_HEADER, token);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) req.onProgress?.(Math.min(event.loaded / event.total, 1));
      };
      xhr.onload = () => {
        settle();
        const body = parseBody(xhr.responseText);
        const error = answerError(xhr.status, xhr.statusText, body, req.errorsAt);
        if (!error) {
          req.onProgress?.(1);
          resolve(body as T);
          return;
        }
        onFailure(xhr.status, body);
        reject(error);
      };
      xhr.onerror = () => {
        settle();
        reject(new HttpError(NETWORK_ERROR, 0, null));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      xhr.send(form);
    });
  };
}
