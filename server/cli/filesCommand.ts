// `files sweep [--dry-run]`: removes stored files no row owns any more (server/services/files/
// sweep.ts), printing each key; with --dry-run, prints what it would remove and removes nothing.
import type { Db } from '../db/kysely';
import type { Storage } from '../services/files/storage';
import { SWEEP_MIN_AGE_MS, sweepFiles } from '../services/files/sweep';
import { fail } from './usage';

export async function filesCommand(command: string, db: Db, storage: Storage, dryRun: boolean): Promise<string> {
  if (command !== 'sweep') fail(`Unknown command: files ${command}`);
  const { removed, kept } = await sweepFiles(db, storage, { dryRun });
  const verb = dryRun ? 'would remove' : 'removed';
  const minutes = SWEEP_MIN_AGE_MS / 60_000;
  return [
    ...removed.map((key) => `${verb} ${key}`),
    `${removed.length} file(s) ${verb}, ${kept} kept (files younger than ${minutes} minutes are never judged).`,
  ].join('\n');
}
