// The hub form (POST /api/admin/savehub, 002 §5 "Hub"); the SEO texts may carry markup.
import type { FromSchema } from 'json-schema-to-ts';

export const hubSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'], pattern: '^\\d*$' },
    slug: { type: 'string', text: { min: 2, max: 40 } },
    nameRU: { type: 'string', text: { min: 2, max: 64 } },
    nameEN: { type: 'string', text: { min: 2, max: 64 } },
    seoRU: { type: 'string', text: { max: 5000 } },
    seoEN: { type: 'string', text: { max: 5000 } },
  },
} as const;

export type HubForm = FromSchema<typeof hubSchema>;
