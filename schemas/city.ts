// The city form (POST /api/admin/city, 002 §5 "City"): id absent or 0 for a new city.
import type { FromSchema } from 'json-schema-to-ts';
import { regionCodes } from './enums/regions';

export const citySchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'], pattern: '^\\d*$' },
    slug: { type: 'string', text: { min: 2, max: 40 } },
    nameRU: { type: 'string', text: { min: 2, max: 64 } },
    place: { type: 'string', text: { min: 2, max: 64 } },
    nameEN: { type: 'string', text: { min: 2, max: 64 } },
    region: { type: ['integer', 'string'], select: regionCodes },
    hubId: { type: ['integer', 'string'], select: true },
  },
} as const;

export type CityForm = FromSchema<typeof citySchema>;
