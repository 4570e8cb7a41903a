// A new doctor author (002 §5 "Author"): as an edited one, but the specialty is 3 to 128 on create.
import type { FromSchema } from 'json-schema-to-ts';
import { authorDoctorSchema } from './authorDoctor';

export const authorDoctorNewSchema = {
  type: 'object',
  properties: { ...authorDoctorSchema.properties, description: { type: 'string', text: { min: 3, max: 128 } } },
} as const;

export type AuthorDoctorNewForm = FromSchema<typeof authorDoctorNewSchema>;
