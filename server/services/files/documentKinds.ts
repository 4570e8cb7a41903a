// The table of document kinds: per allowed extension, the contents its bytes may show
// (documentContent.ts) and the one Content-Type it is downloaded with. DOC and XLS share the OLE2
// container and tell apart only deep inside it, so either name is taken for OLE2 content; a plain
// .zip may hold an Office package (which is a ZIP), the reverse is refused.
import type { DocumentExtension } from '../../../common/documents';
import type { DocumentContent } from './documentContent';

type Kind = { contents: readonly DocumentContent[]; mime: string };

export const DOCUMENT_KINDS: Record<DocumentExtension, Kind> = {
  pdf: { contents: ['pdf'], mime: 'application/pdf' },
  doc: { contents: ['ole2'], mime: 'application/msword' },
  xls: { contents: ['ole2'], mime: 'application/vnd.ms-excel' },
  docx: { contents: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { contents: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  txt: { contents: ['text'], mime: 'text/plain; charset=utf-8' },
  zip: { contents: ['zip', 'docx', 'xlsx'], mime: 'application/zip' },
  rar: { contents: ['rar'], mime: 'application/vnd.rar' },
  '7z': { contents: ['7z'], mime: 'application/x-7z-compressed' },
  jpg: { contents: ['jpg'], mime: 'image/jpeg' },
  jpeg: { contents: ['jpg'], mime: 'image/jpeg' },
  png: { contents: ['png'], mime: 'image/png' },
  gif: { contents: ['gif'], mime: 'image/gif' },
  webp: { contents: ['webp'], mime: 'image/webp' },
};

/** `document/<hash>.<type>`: a free file as received (docs/data-model.md "Files"). */
export const documentKey = (hash: string, fileType: string) => `document/${hash}.${fileType}`;

/** A catalogue row may name a type this table does not know: it downloads as plain bytes. */
export const mimeOf = (fileType: string) => DOCUMENT_KINDS[fileType as DocumentExtension]?.mime ?? 'application/octet-stream';
