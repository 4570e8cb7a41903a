// An author (002 §3 "Author", §5 "Author"; POST and PUT /api/admin/author): an editor author's
// rules, which a doctor author's add to (authorDoctor.ts, authorDoctorNew.ts). The spec's form
// names middleName and aboutAuthor are the wire's patronymicName and personDescription. The
// social links and the author's link must be http(s) links: the public portal links to them
// (docs/decisions.md "Authors").
import type { FromSchema } from 'json-schema-to-ts';

const name = { type: 'string', text: { min: 3, max: 128 } } as const;
const optional = { type: 'string', text: { max: 128 } } as const;
const social = { type: 'string', text: { max: 256, format: 'link' } } as const;

export const authorProperties = {
  lastName: name,
  firstName: name,
  patronymicName: name,
  personDescription: name,
  link: { type: 'string', text: { max: 128, format: 'link' } },
  position: optional,
  degree: optional,
  clinic: optional,
  socialNetworks: { type: 'object', properties: { VK: social, FB: social, OK: social, LI: social } },
} as const;

export const authorSchema = { type: 'object', properties: authorProperties } as const;

export type AuthorForm = FromSchema<typeof authorSchema>;
