// A clinic's description of one of its specialties in the edit language (GET/POST
// /api/admin/specialty/{hash}, 001 §7: locals, sid, specialty). Rich text, stored sanitised; the
// spec gives no limit, so it takes the category description's 50000 (counted without markup).
import type { FromSchema } from 'json-schema-to-ts';

export const specialtyDescriptionSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    sid: { type: ['integer', 'string'], select: true },
    specialty: { type: 'string', text: { max: 50000 } },
  },
} as const;

export type SpecialtyDescriptionForm = FromSchema<typeof specialtyDescriptionSchema>;
