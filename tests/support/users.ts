// Test accounts: one per role, plus helpers to block a user and read the database.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role, UserState } from '../../server/db/tables';
import { createUser, findUserByEmail, setUserState } from '../../server/repositories/users';
import { hashPassword } from '../../server/services/passwords';

export const PASSWORD = 'secret-123';

export const ACCOUNTS: Record<Role, string> = {
  ADMIN: 'admin@test.local',
  MANAGER: 'manager@test.local',
  REDACTOR: 'redactor@test.local',
};

export async function addUser(app: FastifyInstance, email: string, roles: Role[], state: UserState = 'ACTIVE') {
  return createUser(app.db, { email, name: `User ${email}`, roles, passwordHash: await hashPassword(PASSWORD), state });
}

export async function addRoleAccounts(app: FastifyInstance) {
  for (const [role, email] of Object.entries(ACCOUNTS)) await addUser(app, email, [role as Role]);
}

export async function blockUser(app: FastifyInstance, email: string) {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new Error(`no user ${email}`);
  await app.db.transaction().execute((trx) => setUserState(trx, user.id, 'DISABLED'));
}

/** Tables a refused call may still write: sessions with the counter of their changes (auth_version,
 * which a node's session cache reads), sign-in throttling, and the history, which records failed
 * sign-ins (tests/api/history.test.ts checks it row by row). */
const EXCLUDED = new Set(['sessions', 'auth_version', 'login_failures', 'audit_log', 'kysely_migration', 'kysely_migration_lock']);

/** The app's tables but EXCLUDED, introspected once per app (migrations ran before the tests;
 * PostgreSQL's catalogue queries cost more than reading the small test tables). */
const tableNames = new WeakMap<FastifyInstance, Promise<string[]>>();
function tablesOf(app: FastifyInstance): Promise<string[]> {
  let names = tableNames.get(app);
  if (!names) {
    names = app.db.introspection.getTables().then((tables) =>
      tables
        .map((table) => table.name)
        .filter((name) => !EXCLUDED.has(name))
        .sort(),
    );
    tableNames.set(app, names);
  }
  return names;
}

/** A digest of every table but EXCLUDED, found by introspection so that a new resource's table is
 * covered too: proves that a refused call changed nothing. */
export async function fingerprint(app: FastifyInstance): Promise<string> {
  const tables = await tablesOf(app);
  const db = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const parts = await Promise.all(tables.map((t) => db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(parts.map((rows, i) => [tables[i], rows.map((r) => JSON.stringify(r)).sort()]));
}
