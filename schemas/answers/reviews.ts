// Answers of the patient reviews step's calls (001 §3 "Review", §7 "Patient reviews";
// docs/api.md "Patient reviews").
import { exact, flag, integer, integerList, nullableInteger, nullableText, text, version } from './common';

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD.' } as const;

export const review = exact({
  id: integer,
  name: text,
  locals: { enum: ['RU', 'EN'] },
  publishedDT: day,
  curedDT: { ...day, type: ['string', 'null'] },
  review: { ...text, description: 'Rich text, sanitised.' },
  rating: { type: 'integer', minimum: 1, maximum: 5 },
  country: { ...text, description: 'ISO 3166-1 alpha-2.' },
  youtube: text,
  allCategories: flag,
  categories: integerList,
  specialties: integerList,
  doctors: integerList,
  avatar: { ...nullableText, description: 'The 44 px thumbnail (88 px file) to show, or null.' },
  avatarHash: nullableText,
  avatarFileType: nullableText,
  published: flag,
  visible: flag,
  deleted: { ...flag, description: 'The review left the catalogue: a marker only.' },
  origId: { ...nullableInteger, description: 'null: written here; else imported from the catalogue and read-only but for `visible`.' },
  isPatient: flag,
  source: { enum: ['MM', 'LG'] },
  updated: version,
});

/** The clinic's reviews of the kind asked, newest publication first. */
export const reviewsAnswer = { type: 'array', items: review } as const;

/** An avatar upload: the review's new avatar. */
export const reviewAvatarAnswer = exact({ avatar: text, avatarHash: text, avatarFileType: text });
