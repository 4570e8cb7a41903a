// A lead as the portal's form sends it (POST /api/public/lead, docs/api.md "Leads"): JSON, or an
// HTML form's fields (then every value is text). The patient's name and phone are required; the
// rest is optional. Lengths follow the leads table (docs/data-model.md "Leads").
import type { FromSchema } from 'json-schema-to-ts';
import { GENDERS } from '../common/leadStates';
import { countryCodes } from './enums/countries';
import { regionCodes } from './enums/regions';

/** An optional id of a clinic or doctor: a positive whole number, as a number or as text. */
const optionalId = {
  type: ['integer', 'string', 'null'],
  pattern: '^(?:[1-9]\\d{0,8})?$',
  minimum: 1,
  maximum: 999999999,
  errorMessage: 'check.invalid',
} as const;
const flag = { type: ['boolean', 'string'], enum: [true, false, 'true', 'false', '1', '0', ''], errorMessage: 'check.invalid' } as const;

export const publicLeadSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', text: { min: 2, max: 256 } },
    phone: { type: 'string', text: { notblank: true, max: 64, format: 'phone' } },
    email: { type: 'string', text: { max: 128, format: 'email' } },
    gender: { type: 'string', enum: ['', ...GENDERS], errorMessage: 'check.invalid' },
    age: {
      type: ['integer', 'string', 'null'],
      pattern: '^(?:\\d{1,2}|1[01]\\d|120)?$',
      minimum: 0,
      maximum: 120,
      errorMessage: 'check.patientAge',
    },
    diagnosis: { type: 'string', text: { max: 10000 } },
    // A pattern, not an enum: ajv checks an enum this long with a run-time helper the browser lacks.
    country: { type: 'string', text: { max: 2, pattern: `^(?:${countryCodes.join('|')})$`, patternMessage: 'check.invalid' } },
    region: {
      type: ['integer', 'string'],
      enum: ['', ...regionCodes, ...regionCodes.map(String)],
      errorMessage: 'check.invalid',
    },
    clinicId: optionalId,
    doctorId: optionalId,
    oms: flag,
    link: flag,
  },
} as const;

export type PublicLeadForm = FromSchema<typeof publicLeadSchema>;
