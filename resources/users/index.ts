// Employees (002 §2 "Users", /admin/users in the ADMIN menu): the list with the create-employee
// modal, and an employee's profile, reached from the list's names: its base tab (avatar, name, time
// zone) and admin tab (roles, e-mail change, password link, block, unblock), each with an address of
// its own (/admin/users/profile/{hash}/base|admin). A declaration: the profile is its record page.
import type { RecordTest } from '../../common/recordTests';
import { type AnyScreen, defineResource } from '../../common/resource';
import { russianTimeZones, timeZoneName } from '../../schemas/enums/timeZones';
import { newUserProperties } from '../../schemas/fields/newUser';
import { AVATAR_THUMB, STATE_COLORS } from './userModel';

const stateChip = { key: (state: string) => `app.users.states.${state}`, colors: STATE_COLORS };

// 002 §4 "User": a blocked account offers only unblock; one's own, only the password link.
const blocked: RecordTest = { equals: { state: 'DISABLED' } };
const notBlocked: RecordTest = { differs: { state: 'DISABLED' } };
const othersNotBlocked: RecordTest = { ...notBlocked, own: false };
/** The roles an employee is given, a checkbox each of those an account may be given (002 §2
 * "Users"), in the call's order; the error of "at least one role" under them. */
const roles = { widget: 'checks', choicesFrom: { call: 'newUserOptions', items: 'roles' } };
const roleNames = { names: 'app.users.roleNames', asArray: 'codes' };

export const screens: AnyScreen[] = [
  defineResource({ type: 'object', properties: newUserProperties } as const, {
    name: 'users',
    path: '/admin/users',
    roles: ['ADMIN'],
    // Served by the declared calls of calls.ts (server/routes/users.ts); an account is changed on
    // its profile.
    offers: ['create'],
    list: {
      view: 'table',
      title: 'name',
      // The avatar (or initials), the name linking to the profile, and "you" on one's own row.
      titleDisplay: 'lines',
      titleOptions: {
        row: true,
        own: 'hash',
        lines: [
          { source: 'avatar', display: 'image', options: { src: AVATAR_THUMB, initials: 'name', size: 32 } },
          { source: 'name', options: { to: '/admin/users/profile/{hash}/base' } },
          { source: 'hash', display: 'chip', options: { key: () => 'app.users.you', filled: true }, when: { own: true } },
        ],
      },
      columns: [
        { source: 'email' },
        { source: 'userRoles', display: 'labels', options: { key: (role: string) => `app.users.roleNames.${role}` } },
        { source: 'state', display: 'chip', options: stateChip },
      ],
      // The server's order: newest first.
      sort: { field: 'id', order: 'DESC' },
    },
    form: {
      mode: 'modal',
      schemaFor: async () => (await import('../../schemas/newUser')).newUserSchema,
      sections: [
        {
          // The new employee gets a confirmation link by e-mail.
          hint: 'app.users.createHint',
          fields: [{ source: 'name' }, { source: 'email' }, { source: 'roles', ...roles, options: roleNames }],
        },
      ],
    },
    page: {
      path: '/admin/users/profile/:id/:tab',
      // An account is read, and changed, by its hash (getUser and every call of the profile).
      id: 'hash',
      own: 'hash',
      // The account's history, with the restore of its name and time zone (issue 27 point 5).
      history: 'users',
      summary: [
        { source: 'avatar', display: 'image', options: { src: AVATAR_THUMB, initials: 'name', size: 48 } },
        { source: 'email' },
        { source: 'state', display: 'chip', options: stateChip },
      ],
      // The top bar shows one's own name, avatar and roles.
      reloads: ['auth'],
      sections: [
        {
          name: 'base',
          title: 'app.users.tabs.base',
          save: { call: 'saveUserBase' },
          fields: [
            {
              source: 'avatar',
              widget: 'image',
              // 002 §5 "Users", §9: cropped square, at most 640x640, quality 0.9; uploaded at once.
              options: {
                crop: { aspectRatio: 1, max: { width: 640, height: 640 }, quality: 0.9 },
                upload: 'uploadUserAvatar',
                src: AVATAR_THUMB,
                remove: {
                  call: 'deleteUserAvatar',
                  label: 'app.users.avatar.delete',
                  title: 'app.users.avatar.deleteTitle',
                  text: 'app.users.avatar.deleteText',
                },
                choose: 'app.users.avatar.upload',
                replace: 'app.users.avatar.replace',
                rules: 'app.users.avatar.rules',
              },
            },
            { source: 'name' },
            {
              source: 'timeZone',
              widget: 'select',
              // What GET /api/admin/zimezones?country=RUSSIA answers, named in the UI language.
              choices: (lang) => russianTimeZones.map((zone) => ({ id: zone.id, name: timeZoneName(zone, lang) })),
            },
          ],
        },
        {
          name: 'admin',
          title: 'app.users.tabs.admin',
          hint: 'app.users.admin.selfHint',
          hintWhen: { own: true },
          save: { call: 'saveUserRoles', label: 'app.users.admin.saveRoles', saved: 'app.users.admin.rolesSaved' },
          fields: [
            {
              source: 'roles',
              from: 'userRoles',
              ...roles,
              disabledWhen: [{ own: true }, blocked],
              // 002 §4 "User": role editing needs two options at least.
              options: { ...roleNames, minChoices: 2 },
            },
          ],
          actions: [
            {
              call: 'changeUserEmail',
              label: 'app.users.admin.changeEmail',
              done: 'user.emailchanged',
              shown: othersNotBlocked,
              form: { title: 'app.users.admin.changeEmailTitle', fields: [{ source: 'email' }] },
            },
            {
              call: 'sendUserRestoreLink',
              label: 'app.users.admin.restore',
              done: 'user.restoreSent',
              shown: notBlocked,
              hint: 'app.users.admin.restoreHint',
            },
            {
              call: 'blockUser',
              label: 'app.users.admin.block',
              done: 'user.blocked',
              shown: othersNotBlocked,
              confirm: { title: 'app.users.admin.blockTitle', text: 'app.users.admin.blockText' },
              color: 'error',
              contained: true,
            },
            {
              call: 'unblockUser',
              label: 'app.users.admin.unblock',
              done: 'user.unblocked',
              shown: { ...blocked, own: false },
              confirm: { title: 'app.users.admin.unblockTitle', text: 'app.users.admin.unblockText' },
              color: 'success',
              contained: true,
            },
          ],
        },
      ],
    },
    messages: {
      add: 'app.users.create',
      createTitle: 'app.users.createTitle',
      create: 'app.users.create',
      saved: 'app.users.created',
      back: 'app.users.back',
    },
  }),
];
