// `history purge [--days N]`: deletes the history rows older than N days (HISTORY_RETENTION_DAYS
// when --days is absent) and prints how many. The server does the same on its own schedule when
// a retention is set (services/housekeeping.ts); this is for doing it now, or with another limit.
import type { Db } from '../db/kysely';
import { purgeHistory } from '../repositories/history';
import { cliActor } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { retentionStart } from '../services/housekeeping';
import { fail } from './usage';

/** --days as a whole number of at least 1; absent: the configured retention (0: keep forever). */
function daysOf(text: string | undefined, configured: number): number {
  if (text === undefined) return configured;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) fail('--days must be a whole number of at least 1');
  return Number(text);
}

export async function historyCommand(command: string, db: Db, retentionDays: number, daysText: string | undefined): Promise<string> {
  if (command !== 'purge') fail(`Unknown command: history ${command}`);
  const days = daysOf(daysText, retentionDays);
  const before = retentionStart(days);
  if (before === undefined) return 'The history is kept forever (HISTORY_RETENTION_DAYS=0): nothing purged. Pass --days N to purge.';
  const deleted = await purgeHistory(db, before);
  // The purge itself stays in the history: who removed how much of it, and up to when.
  await db.transaction().execute((trx) => recordEvent(trx, cliActor(), 'history', null, 'purge', { days, before, deleted }));
  return `${deleted} history row(s) older than ${new Date(before).toISOString()} (${days} days) deleted.`;
}
