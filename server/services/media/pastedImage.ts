// An image pasted or dropped into rich text (002 §7 POST /images/mediafile: JSON fileName, blob,
// base64) as an upload: the base64 text decoded to a temporary file and judged exactly like a
// multipart upload (000 §5: jpg, png, gif or webp by content, 1024 bytes to 10 MB).
import { rm, writeFile } from 'node:fs/promises';
import { IMAGE_RULES } from '../../../common/fileRules';
import { PASTED_MAX_BYTES } from '../../../common/pastedImage';
import { ApiError, fieldError } from '../../http/errors';
import { sniff } from '../files/sniff';
import type { Upload } from '../files/upload';

/** The bytes of `base64`, which may come as a data: URL (what FileReader gives a browser). */
export function pastedBytes(base64: string): Buffer {
  const data = base64.replace(/^data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw fieldError('base64', 'server.upload.wrongFormat');
  return Buffer.from(data, 'base64');
}

export async function pastedUpload(base64: string, tempFile: () => Promise<string>): Promise<Upload> {
  const bytes = pastedBytes(base64);
  if (bytes.length > PASTED_MAX_BYTES) throw new ApiError(413, 'server.upload.tooLarge', { max: 10 });
  const type = sniff(bytes.subarray(0, 12));
  if (bytes.length < IMAGE_RULES.min || !type) throw fieldError('base64', 'server.upload.wrongFormat');
  const path = await tempFile();
  await writeFile(path, bytes);
  return { path, size: bytes.length, type, fields: {}, discard: () => rm(path, { force: true }) };
}
