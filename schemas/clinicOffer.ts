// The clinic profile's offer step (POST /api/admin/offer/{hash}, 001 §3 "Offer", §5, §9).
// `locals` is the edit language: clinicOffer and clinicAdv are that language's rich texts (length
// counted without markup); responseRate, priceSegment and recommended belong to the clinic.
// Values may come as text (multipart): "12", "true".
import type { FromSchema } from 'json-schema-to-ts';
import { priceSegmentCodes, responseRateHours } from './enums/offerChoices';

export const clinicOfferSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    // Required (001 §5): `select` reports "nothing chosen" on an absent or blank value.
    responseRate: { type: ['integer', 'string'], select: responseRateHours },
    // Optional: blank (or absent) means no segment chosen.
    priceSegment: { type: 'string', enum: ['', ...priceSegmentCodes], errorMessage: 'check.select' },
    clinicOffer: { type: 'string', text: { max: 50000 } },
    clinicAdv: { type: 'string', text: { max: 50000 } },
    recommended: { type: ['boolean', 'string'], enum: [true, false, 'true', 'false'], errorMessage: 'check.select' },
  },
} as const;

export type ClinicOfferForm = FromSchema<typeof clinicOfferSchema>;
