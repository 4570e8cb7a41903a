// What the users screens derive from an account (resources/users/calls.ts): its state's colour,
// its avatar's thumbnail.

// Not MUI's warning orange for PENDING: as outlined text on white it reads 3:1 (WCAG wants 4.5:1).
export const STATE_COLORS = { ACTIVE: 'success', DISABLED: 'error', PENDING: 'default' } as const;

/** Where an account's avatar thumbnail is served (002 §7 /images/user/thumb/{hash}.{type}), as the
 * image widget fills it from the account's fields. */
export const AVATAR_THUMB = '/images/user/thumb/{avatarHash}.{avatarFileType}';
