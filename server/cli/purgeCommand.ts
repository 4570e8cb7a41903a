// `history purge [--days N]` and `leads purge [--days N]`: delete what is older than N days (the
// area's retention setting when --days is absent; 0 keeps everything) and print how many. The
// purge itself is in the history: who removed how much, up to when. The server purges the history
// on its own schedule too (services/housekeeping.ts); leads only ever go through here (an
// operator's choice, docs/decisions.md "Leads"). The history never held the leads' personal data
// (services/leads/leadSnapshot.ts), so nothing of it outlives a purged lead.
import type { Db } from '../db/kysely';
import { purgeHistory } from '../repositories/history';
import { purgeLeads } from '../repositories/leads';
import { cliActor } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { retentionStart } from '../services/housekeeping';
import { fail } from './usage';

type Purge = {
  purge: (db: Db, before: number) => Promise<number>;
  keptForever: string;
  done: (deleted: number, before: string, days: number) => string;
};

export const PURGES = {
  history: {
    purge: purgeHistory,
    keptForever: 'The history is kept forever (HISTORY_RETENTION_DAYS=0): nothing purged. Pass --days N to purge.',
    done: (deleted, before, days) => `${deleted} history row(s) older than ${before} (${days} days) deleted.`,
  },
  leads: {
    purge: purgeLeads,
    keptForever: 'Leads are kept forever (LEAD_RETENTION_DAYS=0): nothing purged. Pass --days N to purge.',
    done: (deleted, before, days) => `${deleted} lead(s) unchanged since before ${before} (${days} days) deleted.`,
  },
} satisfies Record<string, Purge>;

/** --days as a whole number of at least 1; absent: the configured retention (0: keep forever). */
function daysOf(text: string | undefined, configured: number): number {
  if (text === undefined) return configured;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) fail('--days must be a whole number of at least 1');
  return Number(text);
}

export async function purgeCommand(
  area: keyof typeof PURGES,
  command: string,
  db: Db,
  retentionDays: number,
  daysText: string | undefined,
): Promise<string> {
  if (command !== 'purge') fail(`Unknown command: ${area} ${command}`);
  const { purge, keptForever, done } = PURGES[area];
  const days = daysOf(daysText, retentionDays);
  const before = retentionStart(days);
  if (before === undefined) return keptForever;
  const deleted = await purge(db, before);
  await db.transaction().execute((trx) => recordEvent(trx, cliActor(), area, null, 'purge', { days, before, deleted }));
  return done(deleted, new Date(before).toISOString(), days);
}
