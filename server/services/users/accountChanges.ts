// The admin tab's changes to an account (002 §4 "User", §6): each in one transaction with its
// history row. Nobody blocks, unblocks, re-roles or re-addresses their own account (a lone admin
// would lock themselves out); a link to restore a password may be sent to oneself too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import type { Role } from '../../db/tables';
import { ApiError, fieldError } from '../../http/errors';
import { setUserEmail, touchUser, type UserRow, userByHash } from '../../repositories/userAdmin';
import { changeRoles, setAccountState } from '../auth/accounts';
import { sendPasswordLink } from '../auth/passwordLinks';
import { actorOf } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';

/** The account a request names by hash; 404 when there is none. */
export async function accountOf(db: Db, hash: unknown): Promise<UserRow> {
  const user = typeof hash === 'string' ? await userByHash(db, hash) : undefined;
  if (!user) throw new ApiError(404, 'server.error.notFound');
  return user;
}

/** The account, refused when it is the caller's own. */
export async function otherAccount(request: FastifyRequest, hash: unknown): Promise<UserRow> {
  const user = await accountOf(request.server.db, hash);
  if (user.id === request.user?.id) throw new ApiError(400, 'server.users.notSelf');
  return user;
}

/** Blocks (every session of the account ends in the same transaction) or unblocks: back to
 * ACTIVE, or to PENDING when no password was ever set. */
export async function setBlocked(app: FastifyInstance, request: FastifyRequest, user: UserRow, blocked: boolean) {
  const state = blocked ? 'DISABLED' : user.password_hash ? 'ACTIVE' : 'PENDING';
  if (user.state === state || (!blocked && user.state !== 'DISABLED')) return;
  await app.db.transaction().execute((trx) => setAccountState(trx, actorOf(request), user.id, state));
  // A block ends the user's sockets at once, on every node (issue 16 point 3).
  if (blocked) await app.live.publish({ type: 'user-sessions-ended', userId: user.id });
}

export async function setRoles(app: FastifyInstance, request: FastifyRequest, user: UserRow, roles: Role[]) {
  await app.db.transaction().execute(async (trx) => {
    await changeRoles(trx, actorOf(request), user.id, roles);
    await touchUser(trx, user.id);
  });
  await app.live.publish({ type: 'user-changed', userId: user.id });
}

export async function changeEmail(app: FastifyInstance, request: FastifyRequest, user: UserRow, email: string) {
  try {
    await app.db
      .transaction()
      .execute((trx) => trackChange(trx, actorOf(request), TRACKED.users, user.id, () => setUserEmail(trx, user.id, email), 'email'));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'check.taken');
    throw error;
  }
}

/** A restore link; an account that never set its password gets its confirmation link again. */
export async function sendRestoreLink(app: FastifyInstance, user: UserRow) {
  if (user.state === 'DISABLED') throw new ApiError(400, 'server.users.blocked');
  await sendPasswordLink(app, user, user.state === 'PENDING' ? 'confirm' : 'restore').catch((error) => {
    app.log.error({ err: error }, 'password link not sent');
    throw new ApiError(502, 'server.users.mailFailed');
  });
}
