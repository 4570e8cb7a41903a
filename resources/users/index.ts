// Employees (002 §2 "Users", /admin/users in the ADMIN menu): the list, a declaration, with the
// create-employee modal; and an employee's profile with its base and admin tabs
// (/admin/users/profile/{hash}/base|admin, UserProfile.tsx), reached from the list's names.
import { type AnyScreen, defineResource } from '../../common/resource';
import { newUserProperties } from '../../schemas/fields/newUser';
import { STATE_COLORS } from './userModel';

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
      titleDisplay: 'userName',
      columns: [
        { source: 'email' },
        { source: 'userRoles', display: 'labels', options: { key: (role: string) => `app.users.roleNames.${role}` } },
        { source: 'state', display: 'chip', options: { key: (state: string) => `app.users.states.${state}`, colors: STATE_COLORS } },
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
          fields: [{ source: 'name' }, { source: 'email' }, { source: 'roles', widget: 'roleChecks' }],
        },
      ],
    },
    messages: {
      add: 'app.users.create',
      createTitle: 'app.users.createTitle',
      create: 'app.users.create',
      saved: 'app.users.created',
    },
  }),
  {
    config: { name: 'userProfile', path: '/admin/users/profile/:hash/:tab', roles: ['ADMIN'], list: {}, menu: false },
    load: () => import('./UserProfile'),
    // The base tab's time zones.
    calls: ['clinics'],
  },
];
