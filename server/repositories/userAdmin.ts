// The users screen's SQL (002 §7 "Users"): the list with every account's roles, the base tab's
// save, the e-mail, the avatar's name and type, and the role set with the version moved. Writes
// run inside the caller's transaction; roles and state go through repositories/users.ts.
import type { Db } from '../db/kysely';
import type { Role, User } from '../db/tables';
import { normaliseEmail, ROLES } from './users';

export type UserRow = User & { roles: Role[] };

/** Every account with its roles, newest first; two statements whatever the number of accounts. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  const [users, roles] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('id', 'desc').execute(),
    db.selectFrom('user_roles').select(['user_id', 'role']).execute(),
  ]);
  const byUser = new Map<number, Role[]>();
  for (const { user_id, role } of roles) byUser.set(user_id, [...(byUser.get(user_id) ?? []), role]);
  return users.map((user) => ({ ...user, roles: ROLES.filter((role) => byUser.get(user.id)?.includes(role)) }));
}

export async function userByHash(db: Db, hash: string): Promise<UserRow | undefined> {
  const user = await db.selectFrom('users').selectAll().where('hash', '=', hash).executeTakeFirst();
  if (!user) return undefined;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
  return { ...user, roles: ROLES.filter((role) => roles.some((r) => r.role === role)) };
}

export async function saveUserBase(trx: Db, id: number, values: { name: string; timeZone: string }, version: number) {
  await trx.updateTable('users').set({ name: values.name, time_zone: values.timeZone, updated: version }).where('id', '=', id).execute();
}

export async function setUserEmail(trx: Db, id: number, email: string) {
  await trx
    .updateTable('users')
    .set({ email: normaliseEmail(email), updated: Date.now() })
    .where('id', '=', id)
    .execute();
}

export type Avatar = { hash: string; fileType: string } | null;

/** Points the account at another avatar (null: none); false when it no longer had `from`, i.e.
 * another upload or delete won the race. */
export async function swapAvatar(trx: Db, id: number, from: Avatar, to: Avatar): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ avatar_hash: to?.hash ?? null, avatar_file_type: to?.fileType ?? null, updated: Date.now() })
    .where('id', '=', id)
    .where('avatar_hash', from ? '=' : 'is', from?.hash ?? null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the version on for a change kept in another table (the roles). */
export async function touchUser(trx: Db, id: number) {
  await trx.updateTable('users').set({ updated: Date.now() }).where('id', '=', id).execute();
}
