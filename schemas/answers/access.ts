// Answers of the sign-in and session calls (000 §7, 002 §7 "Shared state and session"; docs/api.md
// "Access") and of the password pages.
import { emptyAnswer, exact, flag, integer, nullableText, text, textList } from './common';

export const csrfTokenAnswer = exact({ token: text, headerName: { const: 'X-XSRF-TOKEN' } });

const role = exact({ name: { enum: ['ADMIN', 'MANAGER', 'REDACTOR'] }, on: flag });

const user = exact({
  id: integer,
  hash: text,
  avatar: flag,
  avatarHash: nullableText,
  avatarFileType: nullableText,
  lang: { enum: ['ru', 'en'] },
  name: text,
  email: text,
});

/** GET /api/roles and a successful sign-in; anonymous: `{ roles: [], user: null }`. */
export const rolesAnswer = exact({
  roles: { type: 'array', items: role },
  user: { anyOf: [user, { type: 'null' }] },
});

export const logoutAnswer = emptyAnswer;

export const changeLocaleAnswer = exact({ lang: { enum: ['ru', 'en'] } });

export const publicConfigAnswer = exact({
  portalUrl: nullableText,
  contactEmail: text,
  phones: textList,
  address: text,
  uploadParallel: { type: 'integer', minimum: 1, maximum: 5 },
});

/** GET /api/restorepassword and /api/confirmemail: `{}` when the link is unknown, used or expired. */
export const linkEmailAnswer = {
  type: 'object',
  additionalProperties: false,
  properties: { email: text },
} as const;

export const passwordSetAnswer = emptyAnswer;

export const forgotPasswordAnswer = exact({ message: text });
