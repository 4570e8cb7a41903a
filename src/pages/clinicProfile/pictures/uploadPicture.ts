// The work of one queued picture: compress it when it is large, then upload it with progress.
// A failure rejects with the message the item shows: the spec's "Compress error" and "Wrong
// format/size", the server's own message (already in the session's language), or a generic one.
import type { HttpError } from 'react-admin';
import { compressImage } from './compressImage';
import type { MediaCallsProvider } from './mediaModel';
import { needsCompression } from './uploadRules';

export const WRONG_FORMAT_SIZE = 'app.media.upload.wrongFormatSize';
const COMPRESS_ERROR = 'app.media.upload.compressError';
const UPLOAD_FAILED = 'app.media.upload.failed';

/** The message of a refused upload: the server's field messages first (they say what is wrong). */
export function uploadFailure(error: unknown): string {
  const { status, body, message } = (error ?? {}) as Partial<HttpError>;
  const fields = body?.errors as Record<string, string> | undefined;
  if (fields && Object.keys(fields).length) return Object.values(fields).join('; ');
  // 413: over the server's size limit, which is the spec's "Wrong format/size" too.
  if (status === 413) return WRONG_FORMAT_SIZE;
  return message || UPLOAD_FAILED;
}

export async function uploadPicture(
  dataProvider: MediaCallsProvider,
  hash: string,
  file: File,
  report: (progress: number | null) => void,
  signal: AbortSignal,
): Promise<void> {
  let sendable = file;
  if (needsCompression(file)) {
    report(null);
    try {
      sendable = await compressImage(file);
    } catch {
      throw new Error(COMPRESS_ERROR);
    }
    report(0);
  }
  try {
    await dataProvider.uploadPicture({ hash }, { file: sendable, onProgress: report, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(uploadFailure(error));
  }
}
