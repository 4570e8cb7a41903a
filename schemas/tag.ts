// A tag as its editor saves it (POST /api/admin/tag, 002 §3, §5 "Tag"): an article of typ TAG with
// the article's rules, plus `tags` (max 256); hubs are not required. One schema for both sides.
import type { FromSchema } from 'json-schema-to-ts';
import { articleFields } from './article';

export const tagSchema = {
  type: 'object',
  properties: {
    ...articleFields,
    typ: { type: 'string', select: ['TAG'] },
    hubs: articleFields.specialties,
    tags: { type: 'string', text: { max: 256 } },
  },
} as const;

export type TagForm = FromSchema<typeof tagSchema>;
