// What the browser knows about the signed-in user: the GET /api/roles answer (docs/api.md), the
// landing page of each role (002 §2) and the URL to return to after signing in.

export const ROLE_ORDER = ['ADMIN', 'MANAGER', 'REDACTOR'] as const;
export type RoleName = (typeof ROLE_ORDER)[number];

export interface SessionUser {
  id: number | string;
  hash?: string;
  avatar?: boolean;
  avatarHash?: string | null;
  avatarFileType?: string | null;
  lang?: string;
  /** A plain name, or one per language (both readings exist in the spec). */
  name?: string | { ru?: string; en?: string };
  email?: string;
}

export interface RolesAnswer {
  roles: Array<{ name: string; on: boolean }>;
  user: SessionUser | null;
}

export const ANONYMOUS: RolesAnswer = { roles: [], user: null };

/** The first role that is on decides the landing page (002 §2). */
export const LANDING: Record<RoleName, string> = {
  ADMIN: '/admin/seopages',
  MANAGER: '/manager/leads',
  REDACTOR: '/redactor/articles',
};

export function normalizeRoles(answer: unknown): RolesAnswer {
  const value = (answer ?? {}) as Partial<RolesAnswer>;
  return { roles: Array.isArray(value.roles) ? value.roles : [], user: value.user ?? null };
}

/** "If any roles come back the user is logged in" (002 §4). */
export const isSignedIn = (answer: RolesAnswer) => answer.user !== null || answer.roles.length > 0;

export const activeRoles = (answer: RolesAnswer): RoleName[] =>
  ROLE_ORDER.filter((role) => answer.roles.some((entry) => entry.name === role && entry.on));

export function landingPath(roles: readonly RoleName[]): string | undefined {
  return roles.length ? LANDING[roles[0]] : undefined;
}

export function userName(user: SessionUser | null, lang: string): string {
  const name = user?.name;
  if (!name) return user?.email ?? '';
  if (typeof name === 'string') return name;
  return (lang === 'en' ? name.en : name.ru) ?? name.ru ?? name.en ?? '';
}

/** Two letters for the avatar: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

export function avatarUrl(user: SessionUser | null): string | undefined {
  if (!user?.avatar || !user.avatarHash || !user.avatarFileType) return undefined;
  return `/images/user/thumb/${user.avatarHash}.${user.avatarFileType}`;
}

// The URL to return to after signing in lives in sessionStorage: it survives the full reload of a
// failed session but not the tab.
const REMEMBERED = 'afterLoginPath';

export function rememberPath(path: string): void {
  sessionStorage.setItem(REMEMBERED, path);
}

export function takeRememberedPath(): string | undefined {
  const path = sessionStorage.getItem(REMEMBERED) ?? undefined;
  sessionStorage.removeItem(REMEMBERED);
  return path;
}
