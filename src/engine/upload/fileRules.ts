// What a declared multi-file upload (ListConfig `upload.files`) refuses before sending, and what
// its file chooser offers: every image upload's rule (000 §5) or the declaration's extensions and
// byte bounds, each refusal with its own message. The server judges the content again.
import { extensionOf } from '../../../common/documents';
import type { ListFiles } from '../../../common/resource';
import { ACCEPT_IMAGES, acceptableImage } from '../crop/imageRules';
import { WRONG_FORMAT_SIZE } from '../crop/uploadFailure';

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

/** Why `file` is refused before it is sent (an i18n key), or undefined when it may go. */
export function fileRefusal({ accepts }: ListFiles, file: FileFacts): string | undefined {
  if (accepts === 'images') return acceptableImage(file) ? undefined : WRONG_FORMAT_SIZE;
  if (!accepts.types.includes(extensionOf(file.name))) return accepts.wrongType;
  if (file.size < accepts.bytes.min || file.size > accepts.bytes.max) return accepts.wrongSize;
  return undefined;
}

/** The file input's `accept`, so that the chooser offers those files first. */
export const acceptOf = ({ accepts }: ListFiles) =>
  accepts === 'images' ? ACCEPT_IMAGES : accepts.types.map((type) => `.${type}`).join(',');
