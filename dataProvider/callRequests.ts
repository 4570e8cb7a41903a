/**
 * A declared call (common/calls.ts) with its input, as the one http client sends it
 * (dataProvider/http.ts; uploads through upload.ts, files through download.ts):
 *
 * - each `:name` of the path is filled with input.name (encoded);
 * - a GET (or a call without a body) sends the other input as its query; a call with a body sends
 *   the properties its query schema declares as the query and the rest as the body;
 * - 'form' bodies go as multipart/form-data, 'json' as JSON, 'none' has none;
 * - the field errors are read where the call says (`errorsAt`);
 * - a call that takes If-Match sends options.version, the `updated` the screen loaded.
 * - a call marked freshCsrf (the sign-in and password forms) asks for a new anti-forgery token first.
 */
import { type Declared, pathParams } from '../common/calls';
import type { DownloadRequest } from './download';
import type { HttpRequest, QueryValue } from './http';
import type { UploadRequest } from './upload';

export type Input = Record<string, unknown>;

export interface CallOptions {
  /** The version (`updated`) of the record the screen shows, for a call that takes If-Match. */
  version?: number;
}

type Split = { path: string; query: Record<string, QueryValue>; body: Input };

const queryNames = (call: Declared) => Object.keys((call.query as { properties?: object } | undefined)?.properties ?? {});

/** The input in its places: the path's parameters, the query, the body. */
function split(call: Declared, input: Input): Split {
  const inPath = new Set(pathParams(call.path));
  const inQuery = new Set(queryNames(call));
  const everythingInQuery = call.method === 'GET' || call.encoding === 'none';
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const query: Record<string, QueryValue> = {};
  const body: Input = {};
  for (const [key, value] of Object.entries(input)) {
    if (inPath.has(key)) continue;
    if (everythingInQuery || inQuery.has(key)) query[key] = value as QueryValue;
    else body[key] = value;
  }
  return { path, query, body };
}

/** JSON for a JSON call or one whose screens send JSON ('sends'), form data otherwise. */
const bodyEncoding = (call: Declared) => (call.encoding === 'json' || call.sends === 'json' ? 'json' : 'multipart');

export function callRequest(call: Declared, input: Input = {}, options: CallOptions = {}): HttpRequest {
  // A preflight is the browser's own request, never a script's.
  if (call.method === 'OPTIONS') throw new Error(`${call.name}: a preflight is not sent by the app`);
  const { path, query, body } = split(call, input);
  return {
    method: call.method,
    path,
    ...(Object.keys(query).length && { query }),
    ...(call.encoding !== 'none' && call.method !== 'GET' && { body, encoding: bodyEncoding(call) }),
    ...(call.errorsAt && { errorsAt: call.errorsAt }),
    ...(call.version && options.version !== undefined && { version: options.version }),
    ...(call.freshCsrf && { freshCsrf: true }),
    ...(call.notFoundHere && { notFoundHere: true }),
    ...(call.keepalive && { keepalive: true }),
  };
}

export interface UploadOptions {
  file: Blob;
  /** The file's name on the wire (a cropped or compressed Blob has none of its own). */
  fileName?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A file upload ('multipart'): the input's fields beside the file. */
export function uploadRequest(call: Declared, input: Input, { file, ...options }: UploadOptions): UploadRequest {
  const { path, query, body } = split(call, input);
  return {
    path,
    ...(Object.keys(query).length && { query }),
    fields: body,
    file,
    ...(call.errorsAt && { errorsAt: call.errorsAt }),
    ...options,
  };
}

/** A multipart call whose form is not one file with progress (several file parts, a PUT, or a
 * file that may be absent): its parts, files and text fields as the handler reads them, sent by the
 * http client with the input's path and query, and If-Match when the call takes it. */
export interface PartsOptions extends CallOptions {
  parts: Record<string, string | Blob | undefined>;
}

export function partsRequest(call: Declared, input: Input, { parts, ...options }: PartsOptions): HttpRequest {
  const request = callRequest(call, input, options);
  return { ...request, body: { ...request.body, ...parts }, encoding: 'multipart' };
}

export interface DownloadOptions {
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

/** A file the answer streams (`download`). */
export function downloadRequest(call: Declared, input: Input, options: DownloadOptions = {}): DownloadRequest {
  const { path, query } = split(call, input);
  return { path, ...(Object.keys(query).length && { query }), ...options };
}
