// The live channel at /websocket (002 §4 "Socket messages carry an action and optional payload";
// §7 "a websocket at /websocket with a user reply queue"): what the server sends, what the browser
// may send, the close codes, the menu counters and the pages whose visitors see each other.
import type { RoleName } from './resource';

export const LIVE_PATH = '/websocket';

/** The menu's alert counters (002 §2), by menu item: who sees each. */
export const MENU_COUNTERS = { leads: ['MANAGER'] } as const satisfies Record<string, readonly RoleName[]>;
export type Counters = Partial<Record<keyof typeof MENU_COUNTERS, number>>;

/** Someone on the same page: enough to name them and show their avatar. */
export type Person = { id: number; name: string; avatar: string | null };

export type ServerMessage =
  /** The leads changed (a new one, a move): lists reload, the menu shows the new counters. */
  | { action: 'leads'; payload: { counters: Counters } }
  /** The account's roles or name changed: the browser asks GET /api/roles again. */
  | { action: 'roles' }
  /** Who else has `page` open now (the receiver not included). */
  | { action: 'presence'; payload: { page: string; people: Person[] } };

/** The browser says which page it has open (null: none of the watched ones). */
export type ClientMessage = { action: 'watch'; payload: { page: string | null } };

/** The session ended (sign-out, block, a new password, expiry): sign in again. */
export const CLOSE_SESSION_ENDED = 4401;
/** The Origin header is not the app's own. */
export const CLOSE_FORBIDDEN_ORIGIN = 4403;

/** Pages whose visitors see each other (issue 16 point 3), and who may watch them. */
export const PRESENCE_PAGES = {
  clinic: ['ADMIN'],
  article: ['ADMIN', 'REDACTOR'],
} as const satisfies Record<string, readonly RoleName[]>;
export type PresenceKind = keyof typeof PRESENCE_PAGES;

export const presencePage = (kind: PresenceKind, id: number | string) => `${kind}:${id}`;

/** The kind of a page key the browser sent, or undefined when it is not one we watch. */
export function presenceKind(page: string): PresenceKind | undefined {
  const match = /^([a-z]+):[1-9]\d{0,9}$/.exec(page);
  const kind = match?.[1];
  return kind !== undefined && Object.hasOwn(PRESENCE_PAGES, kind) ? (kind as PresenceKind) : undefined;
}
