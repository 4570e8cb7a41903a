// Account administration from the shell; safe while the server runs (the database serialises
// writers, and blocking deletes the user's sessions, so the server sees it on the next request).
//   npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,...] [--password P]
//   npm run cli -- user block|unblock --email E
//   npm run cli -- user passwd --email E --password P
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/kysely';
import { migrate } from './db/migrate';
import type { Role } from './db/tables';
import { issueToken } from './repositories/authTokens';
import { createUser, findUserByEmail, ROLES, setPassword, setUserState } from './repositories/users';
import { createMailer } from './services/mail/mailer';
import { mailTemplates } from './services/mail/templates';
import { hashPassword } from './services/passwords';

const USAGE = `Usage:
  npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,REDACTOR] [--password P]
  npm run cli -- user block --email E
  npm run cli -- user unblock --email E
  npm run cli -- user passwd --email E --password P`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

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

const [area, command] = positionals;
if (area !== 'user' || !command) fail('Unknown command');
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[a-z]{2,8}$/i.test(email)) fail('--email must be an e-mail address');

const config = loadConfig();
const { db, dialect, close } = openDatabase(config);
await migrate(db as never, dialect);

try {
  const user = await findUserByEmail(db, email);
  if (command === 'add') {
    if (user) fail(`A user with e-mail ${email} already exists`);
    const name = values.name?.trim();
    if (!name || name.length < 3 || name.length > 128) fail('--name must have 3 to 128 characters');
    const roles = parseRoles(values.role);
    const password = values.password === undefined ? undefined : checkPassword(values.password);
    const created = await createUser(db, {
      email,
      name,
      roles,
      passwordHash: password ? await hashPassword(password) : null,
      state: password ? 'ACTIVE' : 'PENDING',
    });
    if (!password) {
      const secret = await issueToken(db, created.id, 'confirm');
      const mailer = createMailer(config, pino({ level: 'info' }));
      await mailer.send({ to: email, ...mailTemplates.confirm.ru(`${config.publicUrl}/confirmemail/${secret}`) });
      console.log(`User ${email} created (${roles.join(', ')}); a confirmation link was sent to set the password.`);
    } else console.log(`User ${email} created (${roles.join(', ')}).`);
  } else {
    if (!user) fail(`No user with e-mail ${email}`);
    const actions: Record<string, () => Promise<string>> = {
      block: async () => {
        await db.transaction().execute((trx) => setUserState(trx, user.id, 'DISABLED'));
        return `User ${email} blocked; all of their sessions are ended.`;
      },
      unblock: async () => {
        await db.transaction().execute((trx) => setUserState(trx, user.id, user.password_hash ? 'ACTIVE' : 'PENDING'));
        return `User ${email} unblocked.`;
      },
      passwd: async () => {
        const passwordHash = await hashPassword(checkPassword(values.password));
        await db.transaction().execute((trx) => setPassword(trx, user.id, passwordHash, true));
        return `Password of ${email} changed; their sessions are ended.`;
      },
    };
    const action = actions[command] ?? fail(`Unknown command: user ${command}`);
    console.log(await action());
  }
} finally {
  await close();
}
