// The image type read from a file's first bytes (its magic number). Only the four types that the
// upload rules allow (000 §5) are recognised; anything else (HTML, PHP, SVG/XML, scripts, PDF,
// archives, an empty file) answers null, whatever the file's name or declared Content-Type.

export const IMAGE_TYPES = ['jpg', 'png', 'gif', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The bytes sniff() needs to decide (RIFF....WEBP is the longest signature). */
export const SNIFF_BYTES = 12;

/** The one Content-Type each stored type is served with. */
export const CONTENT_TYPES: Record<ImageType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const ascii = (head: Uint8Array, at: number, text: string) => Buffer.from(head.subarray(at, at + text.length)).toString('latin1') === text;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniff(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= PNG.length && PNG.every((byte, i) => head[i] === byte)) return 'png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  return null;
}

const isImageType = (value: unknown): value is ImageType => IMAGE_TYPES.includes(value as ImageType);

/** The image type a stored `file_type` names ('jpeg' is the catalogue's other spelling of jpg). */
export function imageTypeOf(fileType: string): ImageType | null {
  const type = fileType === 'jpeg' ? 'jpg' : fileType;
  return isImageType(type) ? type : null;
}
