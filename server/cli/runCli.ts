// The CLI as a function of its arguments and environment, answering what it printed and its exit
// code: server/cli.ts runs it for the shell, and the tests call it in the test process (a spawned
// Node compiling the TypeScript cost seconds per call).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/kysely';
import { migrate } from '../db/migrate';
import { openStorage } from '../services/files/openStorage';
import { filesCommand } from './filesCommand';
import { purgeCommand } from './purgeCommand';
import { fail, UsageError } from './usage';
import { checkEmail, userCommand } from './userCommand';

export type CliResult = { code: 0 | 2; stdout: string; stderr: string };

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  password: { type: 'string' },
  'dry-run': { type: 'boolean' },
  days: { type: 'string' },
} as const;

export async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    return { code: 0, stdout: await run(args, env), stderr: '' };
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: error.text };
    throw error;
  }
}

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const parsed = (() => {
    try {
      return parseArgs({ args, allowPositionals: true, options: OPTIONS });
    } catch (error) {
      return fail((error as Error).message);
    }
  })();
  const { positionals, values } = parsed;
  const [area, command] = positionals;
  const config = loadConfig(env);
  const areas: Record<string, (db: Db) => Promise<string>> = {
    user: (db) => userCommand(command, db, config, email, values),
    files: (db) => filesCommand(command, db, openStorage(config), values['dry-run'] === true),
    history: (db) => purgeCommand('history', command, db, config.historyRetentionDays, values.days),
    leads: (db) => purgeCommand('leads', command, db, config.leadRetentionDays, values.days),
  };
  const chosen = (Object.hasOwn(areas, area ?? '') && command && areas[area]) || fail('Unknown command');
  // Checked before the database is opened.
  const email = area === 'user' ? checkEmail(values.email) : '';

  const { db, dialect, close } = openDatabase(config);
  try {
    await migrate(db as never, dialect);
    return await chosen(db);
  } finally {
    await close();
  }
}
