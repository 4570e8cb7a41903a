// The forgotten-password form (POST /api/forgotpassword): the address to send the link to.
import type { FromSchema } from 'json-schema-to-ts';

export const forgotPasswordSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', text: { notblank: true, format: 'email' } },
  },
} as const;

export type ForgotPasswordForm = FromSchema<typeof forgotPasswordSchema>;
