// What the users screens derive from an account: its profile's address and its state's colour.
import type { UserAccount } from '../../dataProvider/userCalls';

export type ProfileTab = 'base' | 'admin';

export const profilePath = (hash: string, tab: ProfileTab) => `/admin/users/profile/${encodeURIComponent(hash)}/${tab}`;

// Not MUI's warning orange for PENDING: as outlined text on white it reads 3:1 (WCAG wants 4.5:1).
const STATE_COLORS = { ACTIVE: 'success', DISABLED: 'error', PENDING: 'default' } as const;

export const stateColor = (state: UserAccount['state']) => STATE_COLORS[state];
