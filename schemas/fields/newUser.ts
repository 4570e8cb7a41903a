// A new employee's fields and their rules (POST /api/admin/newuser, 002 §5 "Users"): name 3 to 128,
// e-mail required, at most 128, in the e-mail format (form.email.regex), at least one role.
// Multipart sends one role as a plain field and several as repeated fields, so `roles` is either.
// Shared by schemas/newUser.ts and the employees' declaration (resources/users/index.ts), outside
// the schema registry (see schemas/fields/author.ts).
import { ROLE_NAMES } from '../enums/roles';

export const newUserProperties = {
  name: { type: 'string', text: { min: 3, max: 128 } },
  email: { type: 'string', text: { notblank: true, max: 128, format: 'email' } },
  roles: { type: ['array', 'string'], select: ROLE_NAMES },
} as const;
