// The roles an employee may hold (002 §3 "User", §6), in the order the screens list them.
export const ROLE_NAMES = ['ADMIN', 'MANAGER', 'REDACTOR'] as const;

export type RoleCode = (typeof ROLE_NAMES)[number];
