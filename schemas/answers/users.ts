// Answers of the users screen's calls (002 §7 "Users"; docs/api.md "Users"). An account is
// answered the same way everywhere: 002 §3 "User" (userRoles, avatarHash, avatarFileType, state).
import { emptyAnswer, epochMs, exact, flag, integer, nullableText, text, textList } from './common';

const roleNames = { type: 'array', items: { enum: ['ADMIN', 'MANAGER', 'REDACTOR'] } } as const;

export const userItem = exact({
  id: integer,
  hash: text,
  name: text,
  email: text,
  state: { enum: ['ACTIVE', 'DISABLED', 'PENDING'] },
  userRoles: roleNames,
  avatar: flag,
  avatarHash: nullableText,
  avatarFileType: nullableText,
  timeZone: nullableText,
  created: epochMs,
  updated: epochMs,
});

/** GET /api/admin/userslist */
export const usersListAnswer = exact({ users: { type: 'array', items: userItem } });

/** GET /api/admin/newuser: the roles the modal offers; with userId, that account too. */
export const newUserOptionsAnswer = {
  type: 'object',
  required: ['roles'],
  additionalProperties: false,
  properties: { roles: roleNames, user: userItem },
} as const;

/** POST /api/admin/newuser: the new account's id and hash (its profile's address). */
export const newUserAnswer = exact({ userId: integer, hash: text });

/** GET /api/admin/user: the account, the languages its profile is complete in, its avatar's name. */
export const userAnswer = exact({ user: userItem, completeLangs: textList, avatarHash: nullableText });

/** Every change of one account answers the account as stored after it. */
export const userChangedAnswer = exact({ user: userItem });

export const userMailedAnswer = emptyAnswer;
