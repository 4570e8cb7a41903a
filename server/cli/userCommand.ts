// `user add|block|unblock|passwd|roles`: account administration. Blocking and a new password
// delete the user's sessions, so a running server sees the change on the user's next request.
// Each change is in the history as done from the command line (history/audit.ts cliActor).
import pino from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import type { Role } from '../db/tables';
import { issueToken } from '../repositories/authTokens';
import { findUserByEmail, type NewUser, ROLES } from '../repositories/users';
import { changePassword, changeRoles, createAccount, setAccountState } from '../services/auth/accounts';
import { cliActor } from '../services/history/audit';
import { createMailer } from '../services/mail/mailer';
import { mailTemplates } from '../services/mail/templates';
import { hashPassword } from '../services/passwords';
import { fail } from './usage';

export type UserOptions = { email?: string; name?: string; role?: string; password?: string };

function parseRoles(text: string | undefined): Role[] {
  const roles = (text ?? '')
    .split(',')
    .map((r) => r.trim().toUpperCase())
    .filter(Boolean);
  const unknown = roles.filter((r) => !ROLES.includes(r as Role));
  if (!roles.length || unknown.length)
    fail(`--role must list roles among ${ROLES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  return roles as Role[];
}

function checkPassword(password: string | undefined): string {
  if (!password || password.length < 6) fail('--password must have at least 6 characters');
  return password;
}

/** Refuses a missing or malformed --email before the database is opened. */
export function checkEmail(text: string | undefined): string {
  const email = text?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[a-z]{2,8}$/i.test(email)) fail('--email must be an e-mail address');
  return email;
}

async function addUser(db: Db, config: Config, email: string, values: UserOptions): Promise<string> {
  const name = values.name?.trim();
  if (!name || name.length < 3 || name.length > 128) fail('--name must have 3 to 128 characters');
  const roles = parseRoles(values.role);
  const password = values.password === undefined ? undefined : checkPassword(values.password);
  const passwordHash = password ? await hashPassword(password) : null;
  const account: NewUser = { email, name, roles, passwordHash, state: password ? 'ACTIVE' : 'PENDING' };
  const created = await db.transaction().execute((trx) => createAccount(trx, cliActor(), account));
  if (password) return `User ${email} created (${roles.join(', ')}).`;
  const secret = await issueToken(db, created.id, 'confirm');
  const mailer = createMailer(config, pino({ level: 'info' }));
  await mailer.send({ to: email, ...mailTemplates.confirm.ru(`${config.publicUrl}/confirmemail/${secret}`) });
  return `User ${email} created (${roles.join(', ')}); a confirmation link was sent to set the password.`;
}

export async function userCommand(command: string, db: Db, config: Config, email: string, values: UserOptions): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (command === 'add') {
    if (user) fail(`A user with e-mail ${email} already exists`);
    return addUser(db, config, email, values);
  }
  if (!user) fail(`No user with e-mail ${email}`);
  const actor = cliActor();
  const actions: Record<string, () => Promise<string>> = {
    block: async () => {
      await db.transaction().execute((trx) => setAccountState(trx, actor, user.id, 'DISABLED'));
      return `User ${email} blocked; all of their sessions are ended.`;
    },
    unblock: async () => {
      await db.transaction().execute((trx) => setAccountState(trx, actor, user.id, user.password_hash ? 'ACTIVE' : 'PENDING'));
      return `User ${email} unblocked.`;
    },
    passwd: async () => {
      const passwordHash = await hashPassword(checkPassword(values.password));
      await db.transaction().execute((trx) => changePassword(trx, actor, user.id, passwordHash, true));
      return `Password of ${email} changed; their sessions are ended.`;
    },
    roles: async () => {
      const roles = parseRoles(values.role);
      await db.transaction().execute((trx) => changeRoles(trx, actor, user.id, roles));
      return `Roles of ${email}: ${roles.join(', ')}.`;
    },
  };
  const action = actions[command] ?? fail(`Unknown command: user ${command}`);
  return action();
}
