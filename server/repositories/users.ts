// Users and their roles: SQL only.
import type { Db } from '../db/kysely';
import type { Role, User, UserState } from '../db/tables';
import { newHash } from '../services/tokens';

export const ROLES: readonly Role[] = ['ADMIN', 'MANAGER', 'REDACTOR'];

export type UserWithRoles = User & { roles: Role[] };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserWithRoles | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return user && { ...user, roles: await rolesOf(db, id) };
}

export async function rolesOf(db: Db, userId: number): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return ROLES.filter((role) => rows.some((r) => r.role === role));
}

export type NewUser = { email: string; name: string; roles: Role[]; passwordHash: string | null; state: UserState };

export async function createUser(db: Db, input: NewUser): Promise<User> {
  return db.transaction().execute((trx) => insertUser(trx, input));
}

/** A new user with their roles. Call inside a transaction. */
export async function insertUser(trx: Db, input: NewUser): Promise<User> {
  const now = Date.now();
  const user = await trx
    .insertInto('users')
    .values({
      hash: newHash(),
      email: normaliseEmail(input.email),
      name: input.name,
      password_hash: input.passwordHash,
      state: input.state,
      lang: 'ru',
      created: now,
      updated: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await setRoles(trx, user.id, input.roles);
  return user;
}

export async function setRoles(db: Db, userId: number, roles: Role[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roles.length)
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: userId, role })))
      .execute();
}

/** Changes state; blocking also ends every session of the user. Call inside a transaction. */
export async function setUserState(trx: Db, userId: number, state: UserState): Promise<void> {
  await trx.updateTable('users').set({ state, updated: Date.now() }).where('id', '=', userId).execute();
  if (state === 'DISABLED') await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Sets a password and ends all of the user's sessions. Call inside a transaction. */
export async function setPassword(trx: Db, userId: number, passwordHash: string, activate = false): Promise<void> {
  const changes = activate ? { password_hash: passwordHash, state: 'ACTIVE' as const } : { password_hash: passwordHash };
  await trx
    .updateTable('users')
    .set({ ...changes, updated: Date.now() })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function setUserLang(db: Db, userId: number, lang: 'ru' | 'en'): Promise<void> {
  await db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
