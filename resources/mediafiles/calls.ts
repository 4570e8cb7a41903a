// The media library's calls (001 §7 "Media library", 002 §7 POST /images/mediafile; docs/api.md
// "Media library"), for the content staff (ADMIN and REDACTOR, docs/decisions.md "The REDACTOR
// role"): a page of files, newest first; an upload; the rich-text editor's pasted image; the alt
// text (If-Match); the delete, refused while an article uses the file. Field errors under `error`.
// Served by server/routes/mediaLibrary.ts; the library (the declaration beside this file: react-
// admin's getList, update and delete of `mediafiles`, and its upload) and the rich-text editor call
// them through the data provider.
import { defineCalls } from '../../common/calls';
import { PASTED_BODY_LIMIT } from '../../common/pastedImage';
import { CONTENT_STAFF } from '../../common/roles';
import { mediaFileAnswer, mediaListAnswer, mediaLocationAnswer } from '../../schemas/answers/mediaLibrary';
import { mediaFileAltSchema } from '../../schemas/mediaFileAlt';

/** The UI asks 50 a page (002 §9); a larger page is a client asking for the whole table. */
export const MEDIA_PAGE_MAX = 200;

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: MEDIA_PAGE_MAX, default: 50 },
  },
} as const;

const id = { type: ['integer', 'string'], pattern: '^[1-9]\\d{0,9}$', minimum: 1 } as const;
const deleteBody = { type: 'object', required: ['mediaFileId'], properties: { mediaFileId: id } } as const;

const pastedBody = {
  type: 'object',
  required: ['fileName', 'base64'],
  properties: {
    fileName: { type: 'string', maxLength: 256 },
    // A TinyMCE-style client sends the Blob object, which JSON turns into {}: accepted, never read.
    blob: {},
    base64: { type: 'string', maxLength: PASTED_BODY_LIMIT },
  },
} as const;

export const mediaLibraryCalls = defineCalls(
  { area: 'Media library', resource: 'mediafiles', access: CONTENT_STAFF, encoding: 'form', errorsAt: 'error' },
  {
    listMediaFiles: {
      method: 'GET',
      path: '/api/admin/mediafile/list',
      description: 'A page of the media files, newest first, and how many there are.',
      query: listQuery,
      answer: mediaListAnswer,
      // The alt's form sends the file's id as `imgId`.
      paging: { items: 'slice', total: 'total', page: 'page', size: 'size', flatten: { imgId: 'id' } },
      resource: 'getList',
    },
    uploadMediaFile: {
      method: 'POST',
      path: '/api/admin/mediafile/upload',
      description:
        'One image (jpg, png, gif or webp by content, 1024 bytes to 10 MB; the browser sends its 960x640 crop), kept as received and served re-encoded with a thumbnail; 413 over 10 MB.',
      encoding: 'multipart',
      answer: mediaFileAnswer,
    },
    pasteMediaImage: {
      method: 'POST',
      path: '/images/mediafile',
      description:
        'An image pasted or dropped into rich text, its bytes as base64 (or a data: URL), judged as an upload; answers where the new media file is served. 413 over 10 MB.',
      body: pastedBody,
      encoding: 'json',
      answer: mediaLocationAnswer,
    },
    saveMediaAlt: {
      method: 'POST',
      path: '/api/admin/mediafile/alt',
      description: 'The file’s alt text (markup dropped, at most 256 characters); an unknown imgId is refused on its field.',
      body: mediaFileAltSchema,
      answer: mediaFileAnswer,
      version: true,
      resource: 'update',
    },
    deleteMediaFile: {
      method: 'POST',
      path: '/api/admin/mediafile/delete',
      description: 'Deletes the file and then its images; 409 while an article uses it. Answers the removed file.',
      body: deleteBody,
      answer: mediaFileAnswer,
      resource: 'delete',
      one: { id: 'mediaFileId' },
    },
  },
);
