// The sessions this node has looked up, with their users and roles, kept for one version of what a
// lookup reads (repositories/authState.ts): every call still reads that version, in the same
// statement as the database state, and a kept session is used only while the version is the one
// it was looked up under. Any change to a session, a user or a role, committed by any node or
// process, moves the version (triggers, migration 2026_11_27_11_auth_version), so the next call
// looks it up again: signing out, a new password or a block take effect at the very next call, as
// with a full lookup per call. The kept objects are frozen: requests share them.
import type { Session } from '../db/tables';
import type { FoundSession, SessionPolicy } from '../repositories/sessions';
import type { UserWithRoles } from '../repositories/users';

export type KeptSession = Omit<FoundSession, 'dbState'>;

/** Frozen all through: a handler that changed a shared session or user would throw at once. The
 * types stay mutable (request.user is a plain UserWithRoles everywhere). */
function frozen({ session, user }: KeptSession): KeptSession {
  const roles = Object.freeze([...(user?.roles ?? [])]) as UserWithRoles['roles'];
  return Object.freeze({ session: Object.freeze({ ...session }), user: user && Object.freeze({ ...user, roles }) });
}

/** Expired or idle by its own dates: looked up again, and the lookup ends it (repositories/sessions.ts). */
const ended = (session: Session, policy: SessionPolicy, now: number) =>
  session.expires <= now || session.last_seen + policy.idleMinutes * 60_000 <= now;

export class SessionCache {
  private version = Number.NEGATIVE_INFINITY;
  private readonly kept = new Map<string, KeptSession>();

  /** `limit` sessions at most, the oldest dropped first. */
  constructor(private readonly limit: number) {}

  /** The session with id `id` if it was kept under `version` and has not ended by `now`. A newer
   * version drops every kept session. */
  get(id: string, version: number, policy: SessionPolicy, now = Date.now()): KeptSession | undefined {
    this.moveTo(version);
    if (version !== this.version) return undefined;
    const found = this.kept.get(id);
    return found && !ended(found.session, policy, now) ? found : undefined;
  }

  /** Keeps a session looked up after `version` was read (so that it is at least that recent);
   * answers it frozen. Kept only if `version` is still the newest this node has seen. */
  set(id: string, version: number, found: KeptSession): KeptSession {
    const kept = frozen(found);
    this.moveTo(version);
    if (version !== this.version) return kept;
    this.kept.delete(id);
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(id, kept);
    return kept;
  }

  private moveTo(version: number) {
    if (version <= this.version) return;
    this.version = version;
    this.kept.clear();
  }
}
