// Employees' accounts (002 §2 "Users", §4 "User", §5 "Users", §7 "Users"), declared in
// resources/users/calls.ts: the list, the create-employee modal (the new account is PENDING and
// gets a confirmation link that sets its password), the base tab (name, time zone; If-Match
// version) and the admin tab (roles, block, unblock, e-mail, restore link). Every change is in the
// history. The avatar's calls are in userAvatar.ts.
import type { FastifyInstance } from 'fastify';
import { userCalls } from '../../resources/users/calls';
import { isUniqueViolation } from '../db/dialect';
import type { Role } from '../db/tables';
import { fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { listUsers, userByHash } from '../repositories/userAdmin';
import { findUserByEmail, findUserById, ROLES } from '../repositories/users';
import { createAccount } from '../services/auth/accounts';
import { actorOf } from '../services/history/audit';
import { accountOf, changeEmail, otherAccount, sendRestoreLink, setBlocked, setRoles } from '../services/users/accountChanges';
import { saveUserBaseIn } from '../services/users/saveUserBase';
import { completeLangs, userItem } from '../services/users/userAnswers';

/** One role is a plain multipart field, several are repeated fields (an array). */
const roleList = (roles: unknown): Role[] => ROLES.filter((role) => [roles].flat().includes(role));
const trimmed = (value: unknown) => String(value ?? '').trim();

export default async function userRoutes(app: FastifyInstance) {
  const changed = async (hash: string) => ({ user: userItem(await accountOf(app.db, hash)) });

  registerCalls(app, userCalls, {
    listUsers: async () => ({ users: (await listUsers(app.db)).map(userItem) }),

    newUserOptions: async (request) => {
      const found = request.query.userId ? await findUserById(app.db, request.query.userId) : undefined;
      const user = found && (await userByHash(app.db, found.hash));
      return { roles: [...ROLES], ...(user ? { user: userItem(user) } : {}) };
    },

    createUser: async (request) => {
      const email = trimmed(request.body.email);
      if (await findUserByEmail(app.db, email)) throw fieldError('email', 'check.taken');
      const account = {
        email,
        name: trimmed(request.body.name),
        roles: roleList(request.body.roles),
        passwordHash: null,
        state: 'PENDING' as const,
      };
      const user = await app.db
        .transaction()
        .execute((trx) => createAccount(trx, actorOf(request), account))
        .catch((error) => {
          // Another admin created the same address meanwhile.
          throw isUniqueViolation(error) ? fieldError('email', 'check.taken') : error;
        });
      await sendRestoreLink(app, { ...user, roles: account.roles });
      return { userId: user.id, hash: user.hash };
    },

    getUser: async (request) => {
      const user = await accountOf(app.db, request.query.hash);
      return { user: userItem(user), completeLangs: completeLangs(user), avatarHash: user.avatar_hash };
    },

    saveUserBase: async (request) => {
      const user = await accountOf(app.db, request.body.hash);
      const loaded = loadedVersion(request);
      await app.db.transaction().execute((trx) => saveUserBaseIn(trx, user.id, request.body, actorOf(request), loaded));
      return changed(user.hash);
    },

    saveUserRoles: async (request) => {
      const user = await otherAccount(request, request.body.hash);
      await setRoles(app, request, user, roleList(request.body.roles));
      return changed(user.hash);
    },

    blockUser: async (request) => {
      const user = await otherAccount(request, request.body.hash);
      await setBlocked(app, request, user, true);
      return changed(user.hash);
    },

    unblockUser: async (request) => {
      const user = await otherAccount(request, request.body.hash);
      await setBlocked(app, request, user, false);
      return changed(user.hash);
    },

    changeUserEmail: async (request) => {
      const user = await otherAccount(request, request.body.hash);
      const email = trimmed(request.body.email);
      const owner = await findUserByEmail(app.db, email);
      if (owner && owner.id !== user.id) throw fieldError('email', 'check.taken');
      await changeEmail(app, request, user, email);
      return changed(user.hash);
    },

    sendUserRestoreLink: async (request) => {
      await sendRestoreLink(app, await accountOf(app.db, request.body.hash));
      return {};
    },
  });
}
