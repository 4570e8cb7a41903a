// A doctor author being edited (002 §5 "Author"): the editor author's rules, the specialty
// (`description`) 3 to 2048 and the experience (`seniority`) 1 to 128 (schemas/fields/author.ts).
import type { FromSchema } from 'json-schema-to-ts';
import { authorDoctorProperties } from './fields/author';

export const authorDoctorSchema = { type: 'object', properties: authorDoctorProperties } as const;

export type AuthorDoctorForm = FromSchema<typeof authorDoctorSchema>;
