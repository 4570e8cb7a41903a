// Server-side sessions: the cookie carries a random secret, the table its digest.
import { sql } from 'kysely';
import { coalesced } from '../db/coalesced';
import { type DialectName, stateTokenSql } from '../db/dialect';
import type { Db } from '../db/kysely';
import { param, precompiled } from '../db/precompiled';
import type { Role, Session } from '../db/tables';
import { digest, newSecret } from '../services/tokens';
import { ROLES, type UserWithRoles } from './users';

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

export type FoundSession = { session: Session; user: UserWithRoles | null; dbState: string };

/** The live session for a cookie secret with its user (null for an anonymous session) and the
 * database state the read saw; an idle or expired one is deleted and not returned. */
export async function findSession(db: Db, dialect: DialectName, secret: string, policy: SessionPolicy): Promise<FoundSession | undefined> {
  const row = await sessionRow[dialect](db, digest(secret));
  if (!row) return undefined;
  const now = Date.now();
  if (row.expires <= now || row.last_seen + policy.idleMinutes * 60_000 <= now) {
    await deleteSession(db, row.id);
    return undefined;
  }
  const session: Session = {
    id: row.id,
    user_id: row.user_id,
    csrf_token: row.csrf_token,
    lang: row.lang,
    created: row.created,
    last_seen: row.last_seen,
    expires: row.expires,
  };
  const dbState = String(row.db_state);
  if (row.user_id === null || row.u_hash === null) return { session, user: null, dbState };
  const user: UserWithRoles = {
    id: row.user_id,
    hash: row.u_hash,
    email: row.u_email ?? '',
    name: row.u_name ?? '',
    password_hash: row.u_password_hash,
    state: row.u_state ?? 'DISABLED',
    lang: row.u_lang ?? 'ru',
    time_zone: row.u_time_zone,
    avatar_hash: row.u_avatar_hash,
    avatar_file_type: row.u_avatar_file_type,
    created: row.u_created ?? 0,
    updated: row.u_updated ?? 0,
    roles: ROLES.filter((role) => Number(row[role]) === 1),
  };
  return { session, user, dbState };
}

/** Writes last_seen at most once a minute, so that reads do not turn into writes. Answers the
 * session as stored: a copy with the new last_seen when it wrote one. */
export async function touchSession(db: Db, session: Session): Promise<Session> {
  const now = Date.now();
  if (now - session.last_seen < 60_000) return session;
  await db.updateTable('sessions').set({ last_seen: now }).where('id', '=', session.id).execute();
  return { ...session, last_seen: now };
}

export async function setSessionLang(db: Db, id: string, lang: 'ru' | 'en'): Promise<void> {
  await db.updateTable('sessions').set({ lang }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes the expired and idle sessions (services/housekeeping.ts); answers how many. */
export async function purgeExpiredSessions(db: Db, policy: SessionPolicy): Promise<number> {
  const now = Date.now();
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires', '<=', now), eb('last_seen', '<=', now - policy.idleMinutes * 60_000)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const roleFlag = (role: Role) =>
  sql<number>`case when exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${role}) then 1 else 0 end`.as(role);

/** The sessions a statement looks up: SQLite answers in the process, one id per statement;
 * PostgreSQL answers the ids asked in one turn of the event loop (db/coalesced.ts). */
const sessionIds = {
  sqlite: sql<boolean>`s.id = ${param<string>(0)}`,
  postgres: sql<boolean>`s.id = any(${param<string[]>(0)})`,
};

/**
 * The session, its user and the user's roles in one precompiled query: it runs on every API
 * call, so the role flags come from correlated EXISTS rather than a second round trip, and it
 * also answers the database state it read (dialect.ts stateTokenSql), which tells a route
 * whether an answer it cached is still exact without another statement.
 */
const sessionUserQuery = (dialect: DialectName) =>
  precompiled((db: Db) =>
    db
      .selectFrom('sessions as s')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.csrf_token', 's.lang', 's.created', 's.last_seen', 's.expires'])
      .select([
        'u.hash as u_hash',
        'u.email as u_email',
        'u.name as u_name',
        'u.password_hash as u_password_hash',
        'u.state as u_state',
        'u.lang as u_lang',
        'u.time_zone as u_time_zone',
        'u.avatar_hash as u_avatar_hash',
        'u.avatar_file_type as u_avatar_file_type',
        'u.created as u_created',
        'u.updated as u_updated',
      ])
      .select(ROLES.map(roleFlag))
      .select(sql<string>`${sql.raw(stateTokenSql(dialect))}`.as('db_state'))
      .where(sessionIds[dialect]),
  );

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>>>[number];

const sqliteQuery = sessionUserQuery('sqlite');
const postgresQuery = sessionUserQuery('postgres');
const postgresLookups = new WeakMap<Db, (id: string) => Promise<SessionRow | undefined>>();

function postgresLookup(db: Db) {
  let lookup = postgresLookups.get(db);
  if (!lookup) {
    lookup = coalesced(async (ids: string[]) => new Map((await postgresQuery(db, ids)).map((row) => [row.id, row])));
    postgresLookups.set(db, lookup);
  }
  return lookup;
}

const sessionRow: Record<DialectName, (db: Db, id: string) => Promise<SessionRow | undefined>> = {
  sqlite: async (db, id) => (await sqliteQuery(db, id))[0],
  postgres: (db, id) => postgresLookup(db)(id),
};

/** Which of these sessions still exist and have not expired (the live channel's heartbeat). */
export async function liveSessionIds(db: Db, ids: readonly string[], now = Date.now()): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .where('expires', '>', now)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
