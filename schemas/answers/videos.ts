// Answers of the video library's calls (002 §3 "Video", §7 "Video library"; docs/api.md "Video
// library") and of the read-only lists its pickers load (GET /api/doctors, /api/articles/,
// /api/clinics/{slug}).
import { epochMs, exact, flag, integer, integerList, text } from './common';

export const videoAnswer = exact({
  id: integer,
  title: text,
  url: text,
  description: text,
  created: epochMs,
  updated: { type: 'integer', description: 'The version to send back in If-Match.' },
  active: flag,
  specialties: { ...integerList, description: 'Directions (category ids).' },
  diseases: { ...integerList, description: 'Specialisations (specialty ids).' },
  clinics: integerList,
  doctors: integerList,
  texts: { ...integerList, description: 'Interviews, articles, catalogue entries and webinars (article ids).' },
  clinicCategories: {
    type: 'object',
    description: 'Per linked clinic id, the directions chosen for it.',
    propertyNames: { pattern: '^\\d+$' },
    additionalProperties: integerList,
  },
});

export const videosAnswer = exact({
  videoIds: {
    type: 'object',
    description: 'Per video id, a list holding that video (002 §7).',
    propertyNames: { pattern: '^\\d+$' },
    additionalProperties: { type: 'array', items: videoAnswer },
  },
});

export const videoCreatedAnswer = exact({ videoId: integer });

const named = exact({ id: integer, name: text });

export const publicDoctorsAnswer = exact({
  doctors: { type: 'array', items: exact({ id: integer, slug: text, name: text }) },
  total: integer,
});

export const publicArticlesAnswer = exact({
  articles: { type: 'array', items: exact({ id: integer, typ: text, slug: text, name: text }) },
  total: integer,
});

export const publicClinicAnswer = exact({
  id: integer,
  slug: text,
  name: text,
  specCatsList: { type: 'array', items: exact({ category: named }) },
});
