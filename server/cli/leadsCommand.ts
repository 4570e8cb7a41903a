// `leads purge [--days N]`: deletes the leads whose last change is older than N days
// (LEAD_RETENTION_DAYS when --days is absent; 0 keeps them forever), with their files, and prints
// how many. The purge is recorded in the history; the history never held the patients' personal
// data (services/leads/leadSnapshot.ts), so nothing of it outlives the lead.
import type { Db } from '../db/kysely';
import { purgeLeads } from '../repositories/leads';
import { cliActor } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { retentionStart } from '../services/housekeeping';
import { fail } from './usage';

function daysOf(text: string | undefined, configured: number): number {
  if (text === undefined) return configured;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) fail('--days must be a whole number of at least 1');
  return Number(text);
}

export async function leadsCommand(command: string, db: Db, retentionDays: number, daysText: string | undefined): Promise<string> {
  if (command !== 'purge') fail(`Unknown command: leads ${command}`);
  const days = daysOf(daysText, retentionDays);
  const before = retentionStart(days);
  if (before === undefined) return 'Leads are kept forever (LEAD_RETENTION_DAYS=0): nothing purged. Pass --days N to purge.';
  const deleted = await purgeLeads(db, before);
  await db.transaction().execute((trx) => recordEvent(trx, cliActor(), 'leads', null, 'purge', { days, before, deleted }));
  return `${deleted} lead(s) unchanged since before ${new Date(before).toISOString()} (${days} days) deleted.`;
}
