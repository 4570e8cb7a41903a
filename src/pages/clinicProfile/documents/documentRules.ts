// The browser's check before a document is sent (001 §9 "allowed document types", the bounds of
// common/documents.ts): the extension and the size. The server checks the content again.
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIN_BYTES,
  extensionOf,
  isDocumentExtension,
  PREVIEWABLE_EXTENSIONS,
} from '../../../../common/documents';

export const WRONG_TYPE = 'app.documents.upload.wrongType';
export const WRONG_SIZE = 'app.documents.upload.wrongSize';

/** Why `file` is refused before it is sent (an i18n key), or undefined when it may go. */
export function documentRefusal(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!isDocumentExtension(extensionOf(file.name))) return WRONG_TYPE;
  if (file.size < DOCUMENT_MIN_BYTES || file.size > DOCUMENT_MAX_BYTES) return WRONG_SIZE;
  return undefined;
}

/** JPG, JPEG, GIF and PNG files open in the lightbox (001 §9). */
export const isPreviewable = (fileType: string) => PREVIEWABLE_EXTENSIONS.includes(fileType.toLowerCase());
