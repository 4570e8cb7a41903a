// The work of one queued file: compressed first when declared and large, then sent with its progress.
// A failure that sending the same file again cannot fix is an UploadRefusal (no Retry).
import type { ListFiles } from '../../../common/resource';
import { compressImage } from './compressImage';
import type { UploadTexts } from './fileRefusal';
import { UploadRefusal } from './uploadFailure';

export type FileSender = (file: File, onProgress: (progress: number) => void, signal: AbortSignal) => Promise<unknown>;

export async function sendFile(
  send: FileSender,
  { compress, accepts }: ListFiles,
  file: File,
  report: (progress: number | null) => void,
  signal: AbortSignal,
  texts: UploadTexts,
): Promise<void> {
  let sendable = file;
  if (compress && file.size > compress.above) {
    report(null);
    try {
      sendable = await compressImage(file, compress.quality, compress.max);
    } catch {
      // The browser could not read it as an image: the same file fails again.
      throw new UploadRefusal(texts.unreadable(file));
    }
    report(0);
  }
  try {
    await send(sendable, report, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw texts.failure(error, file, accepts === 'images');
  }
}
