// An account as the users calls answer it (resources/users/calls.ts), and what the screens derive
// from it: its profile's address, its state's colour, its avatar's thumbnail.
import type { CallAnswer } from '../../common/calls';
import type { userCalls } from './calls';

/** An employee's account (002 §3 "User"). */
export type UserAccount = CallAnswer<typeof userCalls.calls.getUser>['user'];

/** An account changed by a call: its stored state after the change. */
export type UserAnswer = CallAnswer<typeof userCalls.calls.saveUserBase>;

export type ProfileTab = 'base' | 'admin';

export const profilePath = (hash: string, tab: ProfileTab) => `/admin/users/profile/${encodeURIComponent(hash)}/${tab}`;

// Not MUI's warning orange for PENDING: as outlined text on white it reads 3:1 (WCAG wants 4.5:1).
export const STATE_COLORS = { ACTIVE: 'success', DISABLED: 'error', PENDING: 'default' } as const;

export const stateColor = (state: UserAccount['state']) => STATE_COLORS[state];

/** Where an account's avatar thumbnail is served (002 §7 /images/user/thumb/{hash}.{type}). */
export const avatarThumb = (user: Pick<UserAccount, 'avatarHash' | 'avatarFileType'>) =>
  user.avatarHash && user.avatarFileType ? `/images/user/thumb/${user.avatarHash}.${user.avatarFileType}` : undefined;
