// Answers of the clinic doctors step's calls (001 §3 "Doctor", "Clinic-doctor link", §7 "Doctors";
// docs/api.md "Doctors"). A doctor has two layers: l10n, languages, birthYear, experience and
// avatar* come from the catalogue; ll10n, llanguages, lbirthYear, lexperience and lavatar* are
// staff's local edits, which the portal shows over the catalogue's.
import { byLang, completeEdit, exact, flag, integer, nullableInteger, nullableText, sectionMarks, text, textList, version } from './common';

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

const editLang = { enum: ['RU', 'EN'] } as const;

/** What the edit modal shows of the doctor whatever the section: local names over the catalogue's
 * and whether each language is visible (the Preview button needs RU visible). */
export const doctorHeader = exact({ id: integer, hash: text, name: byLang(text), visible: byLang(flag) });

export const doctorBaseAnswer = exact({
  base: exact({
    slug: text,
    name: text,
    medicalDegree: text,
    shortDescription: text,
    specialty: text,
    experience: { ...text, description: 'The year practice began, as text; empty when unknown.' },
    languages: textList,
    seoDescription: text,
    keywords: text,
    locals: editLang,
    updated: version,
  }),
  doctor: doctorHeader,
  completeEdit,
});

export const doctorDescriptionAnswer = exact({
  description: exact({ description: { ...text, description: 'Sanitised HTML.' }, locals: editLang, updated: version }),
  doctor: doctorHeader,
  completeEdit,
});

export const doctorSpecialtiesAnswer = exact({
  specialties: { type: 'array', items: exact({ id: integer, name: byLang(text) }) },
});

/** A saved section or an approval: the doctor's marks after it. */
export const doctorSavedAnswer = exact({ completeEdit });

export const doctorAuxAnswer = sectionMarks;

export const doctorVisibleAnswer = exact({ doctorId: integer, visible: byLang(flag) });

const avatar = {
  anyOf: [
    exact({
      hash: text,
      fileType: text,
      url: { ...text, description: '/images/doctor/<hash>.<fileType>, at most 640x640.' },
      thumb: { ...text, description: '/images/doctor/thumb/<hash>.<fileType>, 88x88 (shown at 44 px).' },
    }),
    { type: 'null' },
  ],
} as const;

/** The own avatar (lAvatar) beside the catalogue's (mAvatar), and the alt texts. */
export const doctorAvatarAnswer = exact({ lAvatar: avatar, mAvatar: avatar, alt: byLang(text) });
