// A clinic's text for one category in the edit language and the category's video links (GET/POST
// /api/admin/category/{hash}, 001 §7: locals, cid, category, videoLinks; §5: description max
// 50000, rich text; at most 2 links, each an http(s) URL of at most 256 characters).
import type { FromSchema } from 'json-schema-to-ts';

export const MAX_CATEGORY_VIDEO_LINKS = 2;

export const categoryDescriptionSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    cid: { type: ['integer', 'string'], select: true },
    category: { type: 'string', text: { max: 50000 } },
    videoLinks: {
      type: 'array',
      items: { type: 'string', text: { notblank: true, max: 256, format: 'link' } },
      maxitems: MAX_CATEGORY_VIDEO_LINKS,
      uniqueItems: true,
      errorMessage: { uniqueItems: 'check.duplicate' },
    },
  },
} as const;

export type CategoryDescriptionForm = FromSchema<typeof categoryDescriptionSchema>;
