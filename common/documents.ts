// The clinic's free files (documents, 001 §2 "Documents", §9): which extensions may be uploaded,
// which of them are previewed as images, and the size bounds. Shared so that the browser's check
// before sending and the server's refusal say the same; the server also checks the content.

/** The extensions the documents step accepts (001 §9 "allowed document types", plus TXT and the
 * images the issue names), lower case as stored in `clinic_files.file_type`. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'txt',
  'zip',
  'rar',
  '7z',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** The image types shown in the lightbox (001 §9 "image types previewable": JPG, JPEG, GIF, PNG). */
export const PREVIEWABLE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'gif', 'png'];

/** Bytes, in the base-1000 units the step shows sizes in (docs/decisions.md "Documents"). */
export const DOCUMENT_MIN_BYTES = 1;
export const DOCUMENT_MAX_BYTES = 20_000_000;
export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / 1_000_000;

/** The extension of a file name, lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export const isDocumentExtension = (ext: string): ext is DocumentExtension => (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);

/** The file chooser's `accept`: by extension, since browsers name office types inconsistently. */
export const ACCEPT_DOCUMENTS = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
