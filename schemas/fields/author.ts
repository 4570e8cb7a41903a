// An author's fields and their rules (002 §3 "Author", §5 "Author"), shared by the author schemas
// (author.ts, authorDoctor.ts, authorDoctorNew.ts) and the authors' declaration
// (resources/authors/index.ts). A module of its own, outside the schema registry: the declaration
// loads with the first page, and a registry schema would bring its precompiled validator there.
// The spec's form names middleName and aboutAuthor are the wire's patronymicName and
// personDescription. The social links and the author's link must be http(s) links: the public
// portal links to them (docs/decisions.md "Authors").
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

/** A doctor author's, being edited: the specialty (`description`) 3 to 2048, the experience
 * (`seniority`) 1 to 128. */
export const authorDoctorProperties = {
  ...authorProperties,
  description: { type: 'string', text: { min: 3, max: 2048 } },
  seniority: { type: 'string', text: { min: 1, max: 128 } },
} as const;
