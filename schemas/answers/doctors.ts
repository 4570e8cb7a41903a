// Answers of the clinic doctors step's calls (001 §3 "Doctor", "Clinic-doctor link", §7 "Doctors";
// docs/api.md "Doctors"). A doctor has two layers: l10n, languages, birthYear, experience and
// avatar* come from the catalogue; ll10n, llanguages, lbirthYear, lexperience and lavatar* are
// staff's local edits, which the portal shows over the catalogue's.
import { byLang, completeEdit, exact, flag, integer, nullableInteger, nullableText, text, textList } from './common';

/** What the list shows of one language's texts; null: the layer has no row in that language. */
const listTexts = {
  anyOf: [exact({ name: text, medicalDegree: text, shortDescription: text, specialty: text, visible: flag, alt: text }), { type: 'null' }],
} as const;

export const doctorListItem = exact({
  id: integer,
  hash: text,
  slug: text,
  l10n: byLang(listTexts),
  ll10n: byLang(listTexts),
  birthYear: nullableInteger,
  lbirthYear: nullableInteger,
  experience: { ...nullableInteger, description: 'The year the doctor started practising.' },
  lexperience: nullableInteger,
  languages: { ...textList, description: 'Language codes (the catalogue layer).' },
  llanguages: { ...textList, description: 'Language codes (the local layer).' },
  avatarHash: nullableText,
  avatarFileType: nullableText,
  lavatarHash: nullableText,
  lavatarFileType: nullableText,
  completeEdit: { ...completeEdit, description: 'Doctor sections 1 base, 2 specialties, 3 description (001 §4).' },
});

/** The clinic's doctors, in the clinic's order, and the links that say which are hired. */
export const doctorsAnswer = exact({
  doctors: { type: 'array', items: doctorListItem },
  clinicDoctors: {
    type: 'array',
    items: exact({ doctorId: integer, published: { ...flag, description: 'Hired: the catalogue publishes the link.' } }),
  },
});
