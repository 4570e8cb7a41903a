// Answers of the authors' calls (002 §3 "Author", §7 "Authors"; docs/api.md "Authors").
import { exact, flag, integer, nullableText, text } from './common';

const socialNetworks = exact({ VK: text, FB: text, OK: text, LI: text });

export const author = exact({
  id: integer,
  active: flag,
  isDoctor: { type: 'boolean', description: 'Doctor authors and editor authors are kept apart by it.' },
  firstName: text,
  patronymicName: text,
  lastName: text,
  personDescription: { type: 'string', description: 'About the author.' },
  link: text,
  position: text,
  description: { type: 'string', description: "The specialty (a doctor's)." },
  seniority: { type: 'string', description: "The experience (a doctor's)." },
  degree: text,
  clinic: text,
  photo: { ...nullableText, description: 'Where the photo is served (/images/author/<hash>.<type>).' },
  thumb: { ...nullableText, description: 'Its 88x88 thumbnail.' },
  socialNetworks: { ...socialNetworks, description: "A link per network, '' for none." },
  updated: { type: 'integer', description: 'The version to send back in If-Match.' },
});

export const authorsAnswer = exact({ authors: { type: 'array', items: author } });

/** GET /api/admin/author/{id}: the author itself, active or not. */
export const authorAnswer = author;
