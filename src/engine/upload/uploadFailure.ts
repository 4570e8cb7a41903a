// Why a send failed, the same for every upload: the server's field messages first, its own message
// next, "Wrong format/size" for a 413 that says nothing. A 4xx but a timeout or too many requests is
// an UploadRefusal: the server judged the file, and sending it again cannot change that.
import type { HttpError } from 'react-admin';

export const WRONG_FORMAT_SIZE = 'app.media.upload.wrongFormatSize';
const NO_REASON = 'app.media.upload.noReason';

/** The reason of a failed send: a message, or an i18n key. */
export function uploadFailure(error: unknown): string {
  const { status, body, message } = (error ?? {}) as Partial<HttpError>;
  const fields = body?.errors as Record<string, string> | undefined;
  if (fields && Object.keys(fields).length) return Object.values(fields).join('; ');
  return message || (status === 413 ? WRONG_FORMAT_SIZE : NO_REASON);
}

/** A failure that a retry of the same file cannot fix. */
export class UploadRefusal extends Error {}

/** Statuses that say nothing about the file: sent again later, it may go. */
const TRANSIENT = new Set([408, 429]);

/** True when the server refused a field of the upload (400 with field messages). */
export function fieldRefusal(error: unknown): boolean {
  const { status, body } = (error ?? {}) as Partial<HttpError>;
  return status === 400 && Object.keys(body?.errors ?? {}).length > 0;
}

/** True when the server judged the file itself. */
export function judged(error: unknown): boolean {
  const status = (error as Partial<HttpError> | undefined)?.status ?? 0;
  return status >= 400 && status < 500 && !TRANSIENT.has(status);
}
