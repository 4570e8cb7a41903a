// A patient review as the add and edit modals send it (POST /api/admin/review/{hash}, 001 §5
// "Review form", §7 "Patient reviews"): multipart text fields, the picked categories, specialties
// and doctors as comma lists of ids. The browser validates exactly what it sends (the form's
// values turned into this payload), the server the same payload; errors are keyed by these names.
import type { FromSchema } from 'json-schema-to-ts';
import { countryCodes } from './enums/countries';

/** '' or ids joined by commas ("3,17"). */
const idList = { type: 'string', text: { max: 2000, pattern: '^\\d{1,9}(?:,\\d{1,9})*$', patternMessage: 'check.invalid' } } as const;
const flag = { type: ['boolean', 'string'], enum: [true, false, 'true', 'false', '1', '0', ''], errorMessage: 'check.invalid' } as const;
/** Reviews count from 1 January 2000 (001 §9 "Review date lower bound: year 2000"). */
const REVIEW_DAYS_FROM = '2000-01-01';

export const reviewSchema = {
  type: 'object',
  properties: {
    ispatient: flag,
    isnew: flag,
    /** The edited review's id; 0 or blank for a new one. */
    reviewId: { type: ['integer', 'string'], pattern: '^\\d{0,9}$', minimum: 0, errorMessage: 'check.invalid' },
    name: { type: 'string', text: { min: 3, max: 256 } },
    locals: { type: 'string', select: ['RU', 'EN'] },
    publishedDT: { type: 'string', calendarDay: { min: REVIEW_DAYS_FROM, notFuture: true, required: true } },
    curedDT: { type: 'string', calendarDay: { min: REVIEW_DAYS_FROM, notFuture: true } },
    youtube: { type: 'string', text: { max: 256, format: 'video' } },
    review: { type: 'string', text: { max: 10000 }, textMinUnless: { min: 50, filled: 'youtube' } },
    allCategories: flag,
    categories: { ...idList, pickedUnless: { also: ['specialties'], flag: 'allCategories' } },
    specialties: idList,
    doctors: idList,
    country: { type: 'string', select: countryCodes },
    rating: { type: ['integer', 'string'], select: [1, 2, 3, 4, 5] },
  },
} as const;

export type ReviewForm = FromSchema<typeof reviewSchema>;
