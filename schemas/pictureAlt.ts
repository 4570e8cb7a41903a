// A picture's alt texts (POST /api/admin/image/alt, 001 §7: id, RU and EN alt text, hash,
// doctorHash; 000 §5 "Picture alt text": max 256 per language). hash names the clinic and
// doctorHash the doctor whose picture it is; blank alt texts are allowed.
import type { FromSchema } from 'json-schema-to-ts';

/** A clinic or doctor hash (uuid-shaped), or blank when the picture has no such owner. */
const ownerHash = { type: 'string', pattern: '^(?:[0-9A-Fa-f-]{36})?$' } as const;

export const pictureAltSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'], select: true },
    hash: ownerHash,
    doctorHash: ownerHash,
    RU: { type: 'string', text: { max: 256 } },
    EN: { type: 'string', text: { max: 256 } },
  },
} as const;

export type PictureAltForm = FromSchema<typeof pictureAltSchema>;
