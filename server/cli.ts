// Administration from the shell, safe while the server runs (the database serialises writers;
// blocking deletes the user's sessions; the sweep only judges files older than any upload in
// flight; the history purge deletes in small batches). Usage in server/cli/usage.ts:
//   npm run cli -- user add --email E --name N --role ADMIN[,MANAGER,...] [--password P]
//   npm run cli -- user block|unblock --email E
//   npm run cli -- user passwd --email E --password P
//   npm run cli -- user roles --email E --role ADMIN[,MANAGER,...]
//   npm run cli -- files sweep [--dry-run]
//   npm run cli -- history purge [--days N]
import { parseArgs } from 'node:util';
import { filesCommand } from './cli/filesCommand';
import { historyCommand } from './cli/historyCommand';
import { fail } from './cli/usage';
import { checkEmail, userCommand } from './cli/userCommand';
import { loadConfig } from './config';
import { type Db, openDatabase } from './db/kysely';
import { migrate } from './db/migrate';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
    'dry-run': { type: 'boolean' },
    days: { type: 'string' },
  },
});

const [area, command] = positionals;
const config = loadConfig();

const areas: Record<string, (db: Db) => Promise<string>> = {
  user: (db) => userCommand(command, db, config, email, values),
  files: (db) => filesCommand(command, db, config.dataDir, values['dry-run'] === true),
  history: (db) => historyCommand(command, db, config.historyRetentionDays, values.days),
};
const run = (Object.hasOwn(areas, area ?? '') && command && areas[area]) || fail('Unknown command');
// Checked before the database is opened.
const email = area === 'user' ? checkEmail(values.email) : '';

const { db, dialect, close } = openDatabase(config);
await migrate(db as never, dialect);

try {
  console.log(await run(db));
} finally {
  await close();
}
