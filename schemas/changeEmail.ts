// Changing an employee's e-mail (POST /api/admin/changeemail, 002 §5 "Users"): required, at most
// 128, in the e-mail format. The hash names the account.
import type { FromSchema } from 'json-schema-to-ts';

export const changeEmailSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    email: { type: 'string', text: { notblank: true, max: 128, format: 'email' } },
  },
} as const;

export type ChangeEmailForm = FromSchema<typeof changeEmailSchema>;
