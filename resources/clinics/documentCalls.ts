// The documents step's calls (001 §2 "Documents", §3 "Free file", §7; docs/api.md "Documents"),
// ADMIN only, served by server/routes/freeFiles.ts: a clinic's free files, the upload (type by
// content, size bounded), the download under the original name, the delete (files uploaded here
// only) and the visibility. Every change answers the clinic's list; refused fields are under `error`.
// The step reads the list as react-admin's getList of `clinicDocuments` (filter: the clinic's hash).
import { defineCalls } from '../../common/calls';
import { freeFilesAnswer, uploadedFreeFileAnswer } from '../../schemas/answers/freeFiles';
import { flag, hash, hashParams, id } from '../../schemas/requests/common';

const toggleBody = { type: 'object', required: ['hash', 'id', 'visible'], properties: { hash, id, visible: flag } } as const;
const fileParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 64 } } } as const;
const fileAnswer = {
  description: 'The file as uploaded, as an attachment under its name.',
  content: { 'application/octet-stream': { schema: { type: 'string' } } },
} as const;

export const freeFileCalls = defineCalls(
  { area: 'Documents', resource: 'clinicDocuments', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' },
  {
    clinicFreeFiles: {
      method: 'GET',
      path: '/api/admin/clinicfreefiles/:hash',
      description: 'The clinic’s free files not deleted, newest first, each with the path it downloads from.',
      params: hashParams,
      answer: freeFilesAnswer,
      paging: { items: 'files' },
      resource: 'getList',
    },
    uploadFreeFile: {
      method: 'POST',
      path: '/api/admin/freefile/upload',
      description:
        'One file for the clinic the `hash` field names (a document or an image, its type read from its content; 413 over 20 MB).',
      encoding: 'multipart',
      fields: hashParams,
      answer: uploadedFreeFileAnswer,
    },
    downloadFreeFile: {
      method: 'GET',
      path: '/api/admin/freefile/:file',
      description:
        'A free file (`<hash>.<fileType>`, its `url`) as uploaded, an attachment under its name with its type’s fixed Content-Type.',
      params: fileParams,
      answer: fileAnswer,
      download: true,
    },
    deleteFreeFile: {
      method: 'POST',
      path: '/api/admin/freefile/delete',
      description: 'Deletes a file uploaded here (JSON: the file’s `hash`); a catalogue file is 409, it may only be hidden.',
      body: hashParams,
      // The spec's "JSON hash"; the server reads form fields too.
      sends: 'json',
      answer: freeFilesAnswer,
      // The list's delete (react-admin's), naming the file by its own hash.
      resource: 'delete',
      one: { id: 'hash', from: 'hash' },
    },
    toggleFreeFile: {
      method: 'POST',
      path: '/api/admin/togglefreefile',
      description: 'Shows or hides one of the clinic’s files on the portal.',
      body: toggleBody,
      answer: freeFilesAnswer,
    },
  },
);
