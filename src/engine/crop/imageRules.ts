// The browser's check of an image before it is sent (000 §5 "Upload rules"): the accepted formats
// and sizes, the same for every image upload (pictures, logos, avatars, media). The server checks
// the content again.
import { extensionOf } from '../../../common/documents';

/** The extensions the spec accepts and the type a browser gives each. */
const TYPES: Readonly<Record<string, string>> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The file input's `accept`, so that the chooser offers images only. */
export const ACCEPT_IMAGES = 'image/gif,image/jpeg,image/png,image/webp';
const MIN_UPLOAD_BYTES = 1024;
const MAX_UPLOAD_BYTES = 10_485_760;

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

/** True when both the name and the browser's type say gif, jpg, jpeg, png or webp, and the size fits. */
export function acceptableImage(file: FileFacts): boolean {
  const expected = TYPES[extensionOf(file.name)];
  const typeKnown = Object.values(TYPES).includes(file.type.toLowerCase());
  return expected !== undefined && typeKnown && file.size >= MIN_UPLOAD_BYTES && file.size <= MAX_UPLOAD_BYTES;
}
