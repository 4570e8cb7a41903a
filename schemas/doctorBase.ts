// A doctor's base section (POST /api/admin/doctor/base/{hash}, 001 §3 "Doctor", §5 "Doctor base").
// `locals` is the edit language of the per-language texts; slug, experience and languages have
// no language. A blank slug is filled from the name by the server; experience is the year the
// doctor started practising. Lists arrive as arrays (the server wraps a single multipart field).
import type { FromSchema } from 'json-schema-to-ts';
import { languageCodes } from './enums/languages';

export const DOCTOR_MAX_LANGUAGES = 10;

export const doctorBaseSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    // Blank is allowed (filled from the name); what is typed is made a slug by the server.
    slug: { type: 'string', text: { min: 5, max: 40, notblank: false } },
    name: { type: 'string', text: { min: 5, max: 256 } },
    medicalDegree: { type: 'string', text: { max: 256 } },
    shortDescription: { type: 'string', text: { min: 5, max: 1000 } },
    specialty: { type: 'string', text: { min: 5, max: 256 } },
    experience: {
      type: ['integer', 'string'],
      text: { notblank: true, pattern: '^(?:19|20)\\d{2}$', patternMessage: 'check.careerYear' },
    },
    // Optional (the spec sets only a maximum). The form offers only known codes, so an unknown
    // one (a hand-made request) is reported on its item ("languages.1"); repeats are dropped by
    // the server.
    languages: { type: 'array', items: { enum: languageCodes, errorMessage: 'check.select' }, maxitems: DOCTOR_MAX_LANGUAGES },
    seoDescription: { type: 'string', text: { max: 2048 } },
    keywords: { type: 'string', text: { max: 256 } },
  },
} as const;

export type DoctorBaseForm = FromSchema<typeof doctorBaseSchema>;
