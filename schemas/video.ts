// A video's own fields (002 §2 "Video library", §3 "Video"; POST /api/admin/video and the texts of
// PUT /api/admin/video/{id}): a title, a YouTube link (002 §5 "Video link: Only valid YouTube links
// allowed") and a description. The spec gives no lengths: ours follow the columns
// (docs/decisions.md "Video library").
import type { FromSchema } from 'json-schema-to-ts';

export const videoSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', text: { min: 1, max: 256 } },
    url: { type: 'string', text: { notblank: true, max: 256, format: 'video' } },
    description: { type: 'string', text: { max: 5000 } },
  },
} as const;

export type VideoForm = FromSchema<typeof videoSchema>;
