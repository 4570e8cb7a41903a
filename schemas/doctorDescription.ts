// A doctor's description section (POST /api/admin/doctor/description/{hash}, 001 §5: 15 to 100000
// characters): rich text of the edit language, its length counted without markup, sanitised by
// the server before it is stored.
import type { FromSchema } from 'json-schema-to-ts';

export const doctorDescriptionSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    description: { type: 'string', text: { min: 15, max: 100000 } },
  },
} as const;

export type DoctorDescriptionForm = FromSchema<typeof doctorDescriptionSchema>;
