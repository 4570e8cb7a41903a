// An account as the users calls answer it (resources/users/calls.ts), and what the screens derive
// from it: its profile's address, its state's colour, its avatar's thumbnail.
import type { CallAnswer } from '../../common/calls';
import type { userCalls } from './calls';

/** An employee's account (002 §3 "User"). */
export type UserAccount = CallAnswer<typeof userCalls.calls.getUser>['user'];

export const profilePath = (hash: string, tab: 'base' | 'admin') => `/admin/users/profile/${encodeURIComponent(hash)}/${tab}`;

// Not MUI's warning orange for PENDING: as outlined text on white it reads 3:1 (WCAG wants 4.5:1).
export const STATE_COLORS = { ACTIVE: 'success', DISABLED: 'error', PENDING: 'default' } as const;

/** Where an account's avatar thumbnail is served (002 §7 /images/user/thumb/{hash}.{type}), as the
 * image widget fills it from the account's fields. */
export const AVATAR_THUMB = '/images/user/thumb/{avatarHash}.{avatarFileType}';

export const avatarThumb = (user: Pick<UserAccount, 'avatarHash' | 'avatarFileType'>) =>
  user.avatarHash && user.avatarFileType
    ? AVATAR_THUMB.replace('{avatarHash}', user.avatarHash).replace('{avatarFileType}', user.avatarFileType)
    : undefined;
