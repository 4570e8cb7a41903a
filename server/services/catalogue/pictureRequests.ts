// Body schemas of the pictures and logo calls (001 §7). Multipart fields arrive as text; JSON
// bodies may carry numbers and booleans. A picture's owner is named by doctorHash or agentHash
// when given, else by hash (the clinic's), which the route then requires; the clinic screen sends
// the other two blank. toggleimage is the clinic gallery's only (the spec gives it no other owner).
import { hashParams } from './requestSchemas';

const hash = hashParams.properties.hash;
const blankOrHash = { type: 'string', pattern: '^(?:[0-9A-Fa-f-]{36})?$' } as const;
const id = { type: ['integer', 'string'], minimum: 1, pattern: '^[1-9]\\d{0,8}$' } as const;
const flag = { enum: [true, false, 'true', 'false', '1', '0'] } as const;

export const uploadFields = {
  type: 'object',
  properties: { hash: blankOrHash, agentHash: blankOrHash, doctorHash: blankOrHash },
} as const;

export const pictureIdBody = {
  type: 'object',
  required: ['id'],
  properties: { hash: blankOrHash, doctorHash: blankOrHash, agentHash: blankOrHash, id },
} as const;

export const toggleImageBody = {
  type: 'object',
  required: ['hash', 'id', 'visible'],
  properties: { hash, doctorHash: blankOrHash, id, visible: flag },
} as const;

export const logoHashBody = { type: 'object', required: ['hash'], properties: { hash } } as const;

/** A multipart upload declares itself in its Content-Type (the file is read by the handler). */
export const multipartHeaders = {
  type: 'object',
  required: ['content-type'],
  properties: { 'content-type': { type: 'string', pattern: '^multipart/form-data' } },
} as const;

/** An alt text as the shared `text` rule reads it (markup dropped, non-breaking spaces as spaces,
 * trimmed): what was validated is what is stored, and an alt attribute has no use for tags. */
export const altText = (value: unknown) =>
  String(value ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#x0*a0;|\u00a0/giu, ' ')
    .trim();
