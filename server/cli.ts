// Administration from the shell, safe while the server runs (the database serialises writers;
// blocking deletes the user's sessions; the sweep only judges files older than any upload in
// flight). Usage in server/cli/usage.ts:
//   npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,...] [--password P]
//   npm run cli -- user block|unblock --email E
//   npm run cli -- user passwd --email E --password P
//   npm run cli -- files sweep [--dry-run]
import { parseArgs } from 'node:util';
import { filesCommand } from './cli/filesCommand';
import { fail } from './cli/usage';
import { checkEmail, userCommand } from './cli/userCommand';
import { loadConfig } from './config';
import { openDatabase } from './db/kysely';
import { migrate } from './db/migrate';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
});

const [area, command] = positionals;
if ((area !== 'user' && area !== 'files') || !command) fail('Unknown command');
const email = area === 'user' ? checkEmail(values.email) : '';

const config = loadConfig();
const { db, dialect, close } = openDatabase(config);
await migrate(db as never, dialect);

try {
  const output =
    area === 'user'
      ? await userCommand(command, db, config, email, values)
      : await filesCommand(command, db, config.dataDir, values['dry-run'] === true);
  console.log(output);
} finally {
  await close();
}
