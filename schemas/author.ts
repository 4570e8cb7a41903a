// An editor author (002 §3 "Author", §5 "Author"; POST and PUT /api/admin/author): the rules of
// schemas/fields/author.ts, which a doctor author's add to (authorDoctor.ts, authorDoctorNew.ts).
import type { FromSchema } from 'json-schema-to-ts';
import { authorProperties } from './fields/author';

export const authorSchema = { type: 'object', properties: authorProperties } as const;

export type AuthorForm = FromSchema<typeof authorSchema>;
