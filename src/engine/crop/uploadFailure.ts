// The message of a refused upload, the same for every upload (pictures, logos, avatars, media): the
// server's field messages first (they say what is wrong), the spec's "Wrong format/size" for a file
// over the server's size limit (413), else the server's message or a generic one.
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
