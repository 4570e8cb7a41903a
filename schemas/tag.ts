// A tag as its editor saves it (POST /api/admin/tag, 002 §3, §5 "Tag"): an article of typ TAG with
// the article's rules, plus `tags` (max 256); hubs are not required. One schema for both sides.
import type { FromSchema } from 'json-schema-to-ts';
import { tagProperties } from './fields/article';

export const tagSchema = { type: 'object', properties: tagProperties } as const;

export type TagForm = FromSchema<typeof tagSchema>;
