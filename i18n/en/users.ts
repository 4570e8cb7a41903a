import { timeZoneNames } from '../../schemas/enums/timeZones';
import type { Catalog } from '../catalog';
import type {
  reports as ruReports,
  reportsResource as ruReportsResource,
  userMessages as ruUserMessages,
  users as ruUsers,
  usersResource as ruUsersResource,
} from '../ru/users';

export const users = {
  create: 'Create an employee',
  createTitle: 'New employee',
  createHint: 'The employee gets an e-mail with a link to confirm the address and set a password.',
  created: 'Employee created; a link was sent to %{email}',
  back: 'All employees',
  tabs: { base: 'Base', admin: 'Administration' },
  you: 'you',
  states: { ACTIVE: 'Active', DISABLED: 'Blocked', PENDING: 'Awaiting confirmation' },
  roleNames: { ADMIN: 'Administrator', MANAGER: 'Lead manager', REDACTOR: 'Site editor' },
  avatar: {
    upload: 'Upload',
    replace: 'Replace',
    delete: 'Delete the avatar',
    deleteTitle: 'Delete the avatar?',
    deleteText: 'The avatar disappears from the profile and the top bar.',
    rules: 'JPG, PNG, GIF or WebP; cropped square, at most 640×640',
  },
  admin: {
    rolesSaved: 'Roles saved',
    saveRoles: 'Save the roles',
    block: 'Block',
    unblock: 'Unblock',
    unblockTitle: 'Unblock the employee “%{name}”?',
    unblockText: 'The employee can sign in again.',
    blockTitle: 'Block the employee “%{name}”?',
    blockText: 'The employee is signed out at once on every device and cannot sign in until unblocked.',
    selfHint: 'You cannot block, unblock or re-address your own account',
    changeEmail: 'Change the e-mail',
    changeEmailTitle: 'New address of the employee “%{name}”',
    restore: 'Send a password link',
    restoreHint: 'The link goes to %{email}',
  },
} satisfies Catalog<typeof ruUsers>;

export const usersResource = {
  name: 'Employee |||| Employees',
  fields: {
    userRoles: 'Roles',
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    roles: 'Roles',
    state: 'State',
    created: 'Created',
    timeZone: 'Time zone',
    avatar: 'Avatar',
  },
  values: { timeZone: timeZoneNames('en') },
} satisfies Catalog<typeof ruUsersResource>;

export const reports = {
  title: 'Reports',
  clinics: 'General clinics report',
  clinicsText:
    'Every clinic of the directory in one Excel sheet: names in both languages, city, state, visibility, modules, section completion per language, doctor and review counts, superagent and last change.',
  language: 'Language of the headings',
  download: 'Download the report (Excel)',
  progress: '%{size} received',
  done: 'Report downloaded: %{name}',
  failed: 'The report was not downloaded: %{reason}',
} satisfies Catalog<typeof ruReports>;

export const reportsResource = { name: 'Report |||| Reports' } satisfies Catalog<typeof ruReportsResource>;

export const userMessages = {
  blocked: 'Employee blocked',
  unblocked: 'Employee unblocked',
  emailchanged: 'E-mail address changed',
  restoreSent: 'Password link sent',
} satisfies Catalog<typeof ruUserMessages>;
