// Server-side sessions: the cookie carries a random secret, the table its digest.
import type { Db } from '../db/kysely';
import type { Session } from '../db/tables';
import { digest, newSecret } from '../services/tokens';

export type SessionPolicy = { idleMinutes: number; maxHours: number };

export async function createSession(
  db: Db,
  input: { userId: number | null; lang: 'ru' | 'en' },
  policy: SessionPolicy,
): Promise<{ secret: string; session: Session }> {
  const secret = newSecret();
  const now = Date.now();
  const session: Session = {
    id: digest(secret),
    user_id: input.userId,
    csrf_token: newSecret(),
    lang: input.lang,
    created: now,
    last_seen: now,
    expires: now + policy.maxHours * 3_600_000,
  };
  await db.insertInto('sessions').values(session).execute();
  return { secret, session };
}

/** The live session for a cookie secret; an idle or expired one is deleted and not returned. */
export async function findSession(db: Db, secret: string, policy: SessionPolicy): Promise<Session | undefined> {
  const id = digest(secret);
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session) return undefined;
  const now = Date.now();
  if (session.expires <= now || session.last_seen + policy.idleMinutes * 60_000 <= now) {
    await deleteSession(db, id);
    return undefined;
  }
  return session;
}

/** Writes last_seen at most once a minute, so that reads do not turn into writes. */
export async function touchSession(db: Db, session: Session): Promise<void> {
  const now = Date.now();
  if (now - session.last_seen < 60_000) return;
  await db.updateTable('sessions').set({ last_seen: now }).where('id', '=', session.id).execute();
}

export async function setSessionLang(db: Db, id: string, lang: 'ru' | 'en'): Promise<void> {
  await db.updateTable('sessions').set({ lang }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function purgeExpiredSessions(db: Db, policy: SessionPolicy): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires', '<=', now), eb('last_seen', '<=', now - policy.idleMinutes * 60_000)]))
    .execute();
}
