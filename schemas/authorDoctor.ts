// A doctor author being edited (002 §5 "Author"): the editor author's rules, the specialty
// (`description`) 3 to 2048 and the experience (`seniority`) 1 to 128.
import type { FromSchema } from 'json-schema-to-ts';
import { authorProperties } from './author';

export const authorDoctorSchema = {
  type: 'object',
  properties: {
    ...authorProperties,
    description: { type: 'string', text: { min: 3, max: 2048 } },
    seniority: { type: 'string', text: { min: 1, max: 128 } },
  },
} as const;

export type AuthorDoctorForm = FromSchema<typeof authorDoctorSchema>;
