// Employees (002 §2 "Users", /admin/users in the ADMIN menu): the list with the create-employee
// modal (UserList.tsx), and an employee's profile with its base and admin tabs
// (/admin/users/profile/{hash}/base|admin, UserProfile.tsx), reached from the list.
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'users', path: '/admin/users', roles: ['ADMIN'], list: {} },
    load: () => import('./UserList'),
  },
  {
    config: { name: 'userProfile', path: '/admin/users/profile/:hash/:tab', roles: ['ADMIN'], list: {}, menu: false },
    load: () => import('./UserProfile'),
    // The base tab's time zones.
    calls: ['clinics'],
  },
];
