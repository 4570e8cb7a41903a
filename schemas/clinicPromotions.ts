// The clinic profile's promotions step (POST /api/admin/promotions/{hash}, 001 §3 "Promotion", §5):
// one rich text of the edit language (`locals`), its length counted without markup.
import type { FromSchema } from 'json-schema-to-ts';

export const clinicPromotionsSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    specialOffer: { type: 'string', text: { max: 50000 } },
  },
} as const;

export type ClinicPromotionsForm = FromSchema<typeof clinicPromotionsSchema>;
