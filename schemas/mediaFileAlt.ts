// A media file's alt text (POST /api/admin/mediafile/alt, 001 §7: imgId, alt; §5 "Media alt: max
// 256"). A blank alt is allowed, as on pictures; the id must name a file.
import type { FromSchema } from 'json-schema-to-ts';

export const mediaFileAltSchema = {
  type: 'object',
  properties: {
    imgId: { type: ['integer', 'string'], select: true },
    alt: { type: 'string', text: { max: 256 } },
  },
} as const;

export type MediaFileAltForm = FromSchema<typeof mediaFileAltSchema>;
