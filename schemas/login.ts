// The sign-in form (POST /login, 000 §5 "Login").
import type { FromSchema } from 'json-schema-to-ts';

export const loginSchema = {
  type: 'object',
  properties: {
    email: { type: 'string', text: { notblank: true, format: 'email' } },
    password: { type: 'string', text: { notblank: true } },
  },
} as const;

export type LoginForm = FromSchema<typeof loginSchema>;
