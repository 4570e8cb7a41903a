// Test accounts: one per role, plus helpers to block a user and read the database.
import type { FastifyInstance } from 'fastify';
import type { Role, UserState } from '../../server/db/tables';
import { createUser, findUserByEmail, setUserState } from '../../server/repositories/users';
import { hashPassword } from '../../server/services/passwords';
import { CATALOGUE_TABLES, SYNC_TABLES } from './tables';

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

/** A digest of every table but sessions and login_failures (which refusals may touch), to
 * prove that a refused call changed nothing. */
export async function fingerprint(app: FastifyInstance): Promise<string> {
  const tables = [
    'users',
    'user_roles',
    'auth_tokens',
    'hubs',
    'hub_l10n',
    'cities',
    'city_l10n',
    ...CATALOGUE_TABLES,
    ...SYNC_TABLES,
  ] as const;
  const parts = await Promise.all(tables.map((t) => app.db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(parts.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}
