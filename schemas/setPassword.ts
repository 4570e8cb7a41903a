// The restore and confirmation forms (POST /api/restorepassword, /api/confirmemail; 000 §5
// "Set-password forms"): the hash comes from the link, the two passwords must match.
import type { FromSchema } from 'json-schema-to-ts';

export const setPasswordSchema = {
  type: 'object',
  properties: {
    hash: {
      type: 'string',
      text: { notblank: true },
      errorMessage: { text: 'password.linkInvalid' },
    },
    password1: { type: 'string', text: { min: 6 } },
    password2: {
      type: 'string',
      text: { min: 6 },
      sameAs: 'password1',
      errorMessage: { sameAs: 'password.notEqual' },
    },
  },
} as const;

export type SetPasswordForm = FromSchema<typeof setPasswordSchema>;
