// The rubric form (POST /api/admin/rubric, 002 §5 "Rubric"): name and slug both required, with the
// spec's own messages; a leading slash in the slug is removed before this runs (the declaration's
// transforms, resources/rubrics). The limits are ours: the spec gives none (docs/decisions.md).
import type { FromSchema } from 'json-schema-to-ts';

export const rubricSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', text: { min: 1, max: 128, blankMessage: 'resources.rubrics.messages.name' } },
    slug: { type: 'string', text: { min: 1, max: 128, blankMessage: 'resources.rubrics.messages.slug' } },
  },
} as const;

export type RubricForm = FromSchema<typeof rubricSchema>;
