// The employees' calls (002 §7 "Users"; docs/api.md "Users"), ADMIN only: the list, the
// create-employee modal's options and save (the new account is PENDING and gets a confirmation
// link), one account, its base tab (name, time zone; If-Match) and admin tab (roles, block,
// unblock, e-mail, restore link), and its avatar. Form bodies, field errors under `error`. Served by
// server/routes/users.ts and userAvatar.ts; the list and its modal (index.ts: getList, create)
// and the profile (index.ts `page`: its sections' saves, its actions, the avatar's widget) call them
// through the data provider.
import { defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/users';
import { changeEmailSchema } from '../../schemas/changeEmail';
import { newUserSchema } from '../../schemas/newUser';
import { userBaseSchema } from '../../schemas/userBase';
import { userRolesSchema } from '../../schemas/userRoles';

const hashField = { type: 'string', maxLength: 64 } as const;
/** An account's hash alone: as path parameters, a query string or a form body. */
const userHash = { type: 'object', required: ['hash'], properties: { hash: hashField } } as const;
const userIdQuery = { type: 'object', properties: { userId: { type: 'integer', minimum: 1 } } } as const;

const USERS = { area: 'Users', resource: 'users', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' } as const;

export const userCalls = defineCalls(USERS, {
  listUsers: {
    method: 'GET',
    path: '/api/admin/userslist',
    description: 'Every employee’s account, newest first.',
    answer: answers.usersListAnswer,
    resource: 'getList',
    paging: { items: 'users' },
  },
  newUserOptions: {
    method: 'GET',
    path: '/api/admin/newuser',
    description: 'The roles an account may be given (the create modal’s and the admin tab’s options); with userId, that account too.',
    query: userIdQuery,
    answer: answers.newUserOptionsAnswer,
  },
  createUser: {
    method: 'POST',
    path: '/api/admin/newuser',
    description:
      'Creates a PENDING account and mails it the confirmation link that sets its password; a used e-mail is refused on its field.',
    body: newUserSchema,
    answer: answers.newUserAnswer,
    resource: 'create',
  },
  getUser: {
    method: 'GET',
    path: '/api/admin/user',
    description: 'One account, the languages its profile is complete in, and its avatar’s name.',
    query: userHash,
    answer: answers.userAnswer,
    resource: 'getOne',
    one: { id: 'hash', key: 'user' },
  },
  saveUserBase: {
    method: 'POST',
    path: '/api/admin/user',
    description: 'The base tab: name and time zone.',
    body: userBaseSchema,
    answer: answers.userChangedAnswer,
    version: true,
  },
  saveUserRoles: {
    method: 'POST',
    path: '/api/admin/useradmin',
    description: 'The account’s roles (not one’s own).',
    body: userRolesSchema,
    answer: answers.userChangedAnswer,
  },
  blockUser: {
    method: 'POST',
    path: '/api/admin/blockuser',
    description: 'Blocks the account (not one’s own): its sessions end in the same transaction.',
    body: userHash,
    answer: answers.userChangedAnswer,
  },
  unblockUser: {
    method: 'POST',
    path: '/api/admin/unblockuser',
    description: 'Unblocks the account: ACTIVE, or PENDING when no password was ever set.',
    body: userHash,
    answer: answers.userChangedAnswer,
  },
  changeUserEmail: {
    method: 'POST',
    path: '/api/admin/changeemail',
    description: 'The account’s e-mail (not one’s own); a used address is refused on its field.',
    body: changeEmailSchema,
    answer: answers.userChangedAnswer,
  },
  sendUserRestoreLink: {
    method: 'POST',
    path: '/api/admin/restorepassword',
    description: 'Mails a restore link (24 h), or the confirmation link again to a PENDING account.',
    body: userHash,
    answer: answers.userMailedAnswer,
  },
});

export const userAvatarCalls = defineCalls(USERS, {
  uploadUserAvatar: {
    method: 'POST',
    path: '/api/admin/avatar/upload/:hash',
    description:
      'One image (jpg, png, gif or webp by content, 1 KB to 10 MB; the browser sends its 640x640 crop), re-encoded under a new name.',
    params: userHash,
    encoding: 'multipart',
    answer: answers.userChangedAnswer,
  },
  deleteUserAvatar: {
    method: 'POST',
    path: '/api/admin/avatar/delete',
    description: 'Forgets the account’s avatar.',
    body: userHash,
    answer: answers.userChangedAnswer,
  },
});
