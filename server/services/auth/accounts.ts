// Changes to accounts together with their history rows (the security events of
// services/history): creation, block and unblock, a new password, new roles. The CLI and the
// password links call them today; the users screen will call the same. Call inside a transaction.
import type { Db } from '../../db/kysely';
import type { Role, User, UserState } from '../../db/tables';
import { insertUser, type NewUser, setPassword, setRoles, setUserState } from '../../repositories/users';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { recordCreated, trackChange } from '../history/track';

export async function createAccount(trx: Db, actor: AuditActor, input: NewUser): Promise<User> {
  const user = await insertUser(trx, input);
  await recordCreated(trx, actor, TRACKED.users, user.id);
  return user;
}

/** Blocks (DISABLED: every session ends) or unblocks the account, as a block or unblock event. */
export function setAccountState(trx: Db, actor: AuditActor, userId: number, state: UserState) {
  const action = state === 'DISABLED' ? 'block' : 'unblock';
  return trackChange(trx, actor, TRACKED.users, userId, () => setUserState(trx, userId, state), action);
}

/** A new password (every session ends), activating a pending account when `activate`; the event
 * never holds the password or its hash. */
export function changePassword(trx: Db, actor: AuditActor, userId: number, passwordHash: string, activate = false) {
  return trackChange(trx, actor, TRACKED.users, userId, () => setPassword(trx, userId, passwordHash, activate), 'password');
}

export function changeRoles(trx: Db, actor: AuditActor, userId: number, roles: Role[]) {
  return trackChange(trx, actor, TRACKED.users, userId, () => setRoles(trx, userId, roles), 'roles');
}
