// A doctor avatar's alt texts (POST /api/admin/doctorimage/alt, 001 §7; the spec lists no fields,
// so this call takes what image/alt takes for a picture: the doctor's hash and both languages'
// texts, 000 §5 "max 256 per language"). Blank alt texts are allowed.
import type { FromSchema } from 'json-schema-to-ts';

export const doctorAvatarAltSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string', text: { notblank: true, pattern: '^[0-9A-Fa-f-]{36}$', patternMessage: 'check.invalid' } },
    RU: { type: 'string', text: { max: 256 } },
    EN: { type: 'string', text: { max: 256 } },
  },
} as const;

export type DoctorAvatarAltForm = FromSchema<typeof doctorAvatarAltSchema>;
