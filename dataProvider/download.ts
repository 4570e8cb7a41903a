/**
 * Downloads a file (the clinics report, GET /api/admin/xlsadmin) through fetch, reading the body as
 * it arrives so that the screen can show how much came in; a streamed answer has no length, so
 * progress is the bytes received. The failure rules are the http client's (401 to the login page,
 * 403 and 404 to their pages); a body cut short (the server failed mid-way) rejects.
 */
import { HttpError } from 'react-admin';
import { answerError, createFailureHandler, type HttpEnvironment, parseBody, type QueryValue, withQuery } from './http';

export interface DownloadRequest {
  path: string;
  query?: Record<string, QueryValue>;
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

/** The file and the name the server gave it (Content-Disposition). */
export type Downloaded = { blob: Blob; fileName: string };
export type Download = (request: DownloadRequest) => Promise<Downloaded>;

const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'download';

export function createDownload(env: HttpEnvironment): Download {
  const onFailure = createFailureHandler(env);
  return async function download(req) {
    const res = await env.fetch(withQuery(req.path, req.query), { credentials: 'same-origin', signal: req.signal });
    if (!res.ok || !res.body) {
      const body = parseBody(await res.text());
      onFailure(res.status, body);
      throw answerError(res.status, res.statusText, body, undefined) ?? new HttpError(res.statusText, res.status, body);
    }
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      req.onProgress?.(bytes);
    }
    const type = res.headers.get('content-type') ?? 'application/octet-stream';
    return { blob: new Blob(chunks as BlobPart[], { type }), fileName: fileNameOf(res.headers.get('content-disposition')) };
  };
}
