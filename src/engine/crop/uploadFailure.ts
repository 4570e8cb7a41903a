// The message of a refused upload, the same for every upload: the server's field messages first, the
// spec's "Wrong format/size" for a 413. A 4xx but a timeout or too many requests, or a file the
// browser could not read, is an UploadRefusal: sending it again cannot change it.
import type { HttpError } from 'react-admin';

export const WRONG_FORMAT_SIZE = 'app.media.upload.wrongFormatSize';
const UPLOAD_FAILED = 'app.media.upload.failed';

export function uploadFailure(error: unknown): string {
  const { status, body, message } = (error ?? {}) as Partial<HttpError>;
  const fields = body?.errors as Record<string, string> | undefined;
  if (fields && Object.keys(fields).length) return Object.values(fields).join('; ');
  if (status === 413) return WRONG_FORMAT_SIZE;
  return message || UPLOAD_FAILED;
}

/** A failure that a retry of the same file cannot fix. */
export class UploadRefusal extends Error {}

/** Statuses that say nothing about the file: sent again later, it may go. */
const TRANSIENT = new Set([408, 429]);

/** The error an upload's work rejects with: its message, a refusal when the file itself was judged. */
export function uploadError(error: unknown): Error {
  const status = (error as Partial<HttpError> | undefined)?.status ?? 0;
  const judged = status >= 400 && status < 500 && !TRANSIENT.has(status);
  return judged ? new UploadRefusal(uploadFailure(error)) : new Error(uploadFailure(error));
}
