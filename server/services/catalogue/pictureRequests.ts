// What the upload and alt-text handlers share (001 §7): the Content-Type an upload must declare,
// and an alt text as stored. The pictures' and logo's body schemas are shared data in
// schemas/requests/pictures.ts.

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
