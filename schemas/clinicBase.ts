// The clinic profile's base step (POST /api/admin/base/{hash}, 000 §3 "Clinic base form", §5
// "Clinic base"). `locals` is the edit language: the per-language fields are that language's.
// Numbers may come as text (multipart) and lists as arrays; the server wraps a single repeated
// field into a one-item list before validating, so lists are always arrays here.
import type { FromSchema } from 'json-schema-to-ts';
import { languageCodes, MAX_LANGUAGES } from './enums/languages';
import { regionCodes } from './enums/regions';

/** A positive id as a number (browser) or as its text (multipart). */
const cityId = { type: ['integer', 'string'], minimum: 1, pattern: '^[1-9]\\d{0,8}$' } as const;

export const clinicBaseSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    // Blank is allowed: the server fills it from the short name (else the name).
    slug: { type: 'string', text: { max: 80 } },
    name: { type: 'string', text: { min: 5, max: 256 } },
    shortName: { type: 'string', text: { min: 3, max: 64 } },
    region: { type: ['integer', 'string'], select: regionCodes },
    city: { type: 'string', text: { notblank: true, max: 64 } },
    citySelect: { type: ['integer', 'string'], select: true },
    // Further cities the clinic works in (optional); one message for the whole list.
    cityIdList: { type: 'array', items: cityId, errorMessage: 'check.select' },
    address: { type: 'string', text: { notblank: true, max: 128 } },
    // max 64: the column's width; the pattern itself allows at most 15 digits.
    phone: { type: 'string', text: { notblank: true, max: 64, format: 'phone' } },
    email: { type: 'string', text: { notblank: true, max: 128, format: 'email' } },
    website: { type: 'string', text: { notblank: true, max: 128, format: 'website' } },
    languages: { type: 'array', select: languageCodes, maxitems: MAX_LANGUAGES },
    latitude: { type: ['number', 'string'], text: { notblank: true, format: 'latitude' } },
    longitude: { type: ['number', 'string'], text: { notblank: true, format: 'longitude' } },
    rating: { type: ['number', 'string'], text: { notblank: true, format: 'rating' } },
    videoLinks: {
      type: 'array',
      items: { type: 'string', text: { notblank: true, max: 256, format: 'video' } },
      uniqueItems: true,
      errorMessage: { uniqueItems: 'check.duplicate' },
    },
    // Shown disabled in the UI; the catalogue's IANA name (not always one of the 11 listed zones).
    timeZone: { type: 'string', text: { max: 64 } },
  },
} as const;

export type ClinicBaseForm = FromSchema<typeof clinicBaseSchema>;
