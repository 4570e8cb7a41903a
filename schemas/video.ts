// A video's own fields (002 §2 "Video library", §3 "Video"; POST /api/admin/video and the texts of
// PUT /api/admin/video/{id}): a title, a YouTube link and a description (schemas/fields/video.ts).
import type { FromSchema } from 'json-schema-to-ts';
import { videoProperties } from './fields/video';

export const videoSchema = { type: 'object', properties: videoProperties } as const;

export type VideoForm = FromSchema<typeof videoSchema>;
