// The work of one queued picture: compress it when it is large, then upload it with progress.
// A failure rejects with the message the item shows: the spec's "Compress error" and "Wrong
// format/size", the server's own message (already in the session's language), or a generic one.
import { UploadRefusal, uploadError } from '../../../engine/crop/uploadFailure';
import { compressImage } from '../../../engine/upload/compressImage';
import { needsCompression } from '../../../engine/upload/uploadRules';
import type { MediaCallsProvider } from './mediaModel';

const COMPRESS_ERROR = 'app.media.upload.compressError';

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
      // The browser could not read it as an image: the same file fails again.
      throw new UploadRefusal(COMPRESS_ERROR);
    }
    report(0);
  }
  try {
    await dataProvider.uploadPicture({ hash }, { file: sendable, onProgress: report, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw uploadError(error);
  }
}
