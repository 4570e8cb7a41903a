// A clinic's description of one of its services in the edit language (GET/POST
// /api/admin/service/{hash}, 001 §7: locals, sid, specialty, priceL10n): the specialty form's
// rich text plus the per-language price text ("from 5000 per session"), plain, max 256.
import type { FromSchema } from 'json-schema-to-ts';
import { specialtyDescriptionSchema } from './specialtyDescription';

export const serviceDescriptionSchema = {
  type: 'object',
  properties: {
    ...specialtyDescriptionSchema.properties,
    priceL10n: { type: 'string', text: { max: 256 } },
  },
} as const;

export type ServiceDescriptionForm = FromSchema<typeof serviceDescriptionSchema>;
