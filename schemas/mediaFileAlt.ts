// A media file's alt text (POST /api/admin/mediafile/alt, 001 §7: imgId, alt; §5 "Media alt: max
// 256"). A blank alt is allowed, as on pictures; the id must name a file.
import type { FromSchema } from 'json-schema-to-ts';
import { mediaAltProperty } from './fields/mediaFile';

export const mediaFileAltSchema = {
  type: 'object',
  properties: {
    imgId: { type: ['integer', 'string'], select: true },
    alt: mediaAltProperty,
  },
} as const;

export type MediaFileAltForm = FromSchema<typeof mediaFileAltSchema>;
