// The clinic profile's additional step (POST /api/admin/additional/{hash}, 000 §3 "Clinic
// additional form", §5 "Clinic additional"). `locals` is the edit language; accrList belongs to
// no language. `description` is rich text: its length is counted without markup.
import type { FromSchema } from 'json-schema-to-ts';
import { accreditationCodes } from './enums/accreditations';

export const clinicAdditionalSchema = {
  type: 'object',
  properties: {
    locals: { type: 'string', select: ['RU', 'EN'] },
    accrList: { type: 'array', items: { type: 'string', enum: accreditationCodes }, errorMessage: 'check.select' },
    accreditation: { type: 'string', text: { max: 10000 } },
    // min 10 makes it required (002 §5: required when min > 0 and notblank is unset).
    airportAddress: { type: 'string', text: { min: 10, max: 256 } },
    airportWay: { type: 'string', text: { max: 5000 } },
    placement: { type: 'string', text: { max: 5000 } },
    description: { type: 'string', text: { max: 10000 } },
    seoDescription: { type: 'string', text: { max: 2048 } },
    keywords: { type: 'string', text: { max: 256 } },
  },
} as const;

export type ClinicAdditionalForm = FromSchema<typeof clinicAdditionalSchema>;
