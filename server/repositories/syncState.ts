// The synchronisation's state in the database: the run lease (one conditional upsert, so any
// node sees it) and each step's checkpoint. The statements every step opens and closes its
// transaction with are plain texts (bracketed.ts); the rest is Kysely.
import { sql } from 'kysely';
import type { SyncCheckpointsTable } from '../db/catalogueTables';
import type { DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';
import type { Sql, Statement } from './rawSql';

export type Lease = { name: string; holder: string; now: number; ttl: number };

/** PostgreSQL: the try-lock stands for a lease taken by a transaction still open, whose write is
 * not visible yet; without it a second step would wait behind the first one's row lock (or its
 * uncommitted insert) until that step ends, instead of being refused at once. Taken only for the
 * transaction: it goes with the commit or the rollback. SQLite's one connection runs one
 * transaction at a time, so the second step sees the first one's committed lease. */
const GATE: Record<DialectName, string> = {
  postgres: `pg_try_advisory_xact_lock(hashtext('sync_lock:' || cast($1 as text)))`,
  sqlite: 'true',
};

const TAKE: Record<DialectName, string> = Object.fromEntries(
  (['postgres', 'sqlite'] as const).map((dialect) => [
    dialect,
    `insert into sync_lock (name, holder, acquired, expires)
     select cast($1 as text), cast($2 as text), cast($3 as bigint), cast($4 as bigint) where ${GATE[dialect]}
     on conflict (name) do update set holder = excluded.holder,
       acquired = case when sync_lock.holder = excluded.holder then sync_lock.acquired else excluded.acquired end,
       expires = excluded.expires
     where sync_lock.expires < excluded.acquired or sync_lock.holder = excluded.holder
     returning name`,
  ]),
) as Record<DialectName, string>;

/** Takes or renews the lease when it is free, expired or already the holder's: answers a row
 * when it did. */
export function takeLease(dialect: DialectName, { name, holder, now, ttl }: Lease): Statement {
  return { text: TAKE[dialect], parameters: [name, holder, now, now + ttl] };
}

/** When the current holder took the lease (now when that holder's first step has not committed). */
export async function leaseSince(trx: Sql, name: string, now: number): Promise<number> {
  const current = await trx.db.selectFrom('sync_lock').select('acquired').where('name', '=', name).executeTakeFirst();
  return Number(current?.acquired ?? now);
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('sync_lock').where('name', '=', name).where('holder', '=', holder).execute();
}

const CHECKPOINT = `insert into sync_checkpoints (step, run_started, finished, rows, source_version, message)
  values ($1, $2, $3, $4, $5, $6)
  on conflict (step) do update set run_started = excluded.run_started, finished = excluded.finished,
    rows = excluded.rows, source_version = excluded.source_version, message = excluded.message`;
const LEASE_AFTER = {
  renew: 'update sync_lock set expires = $9 where name = $7 and holder = $8',
  release: 'delete from sync_lock where name = $7 and holder = $8',
};

/** The step's checkpoint, and the lease renewed until `expires` (the run goes on) or released
 * (null): the statements its transaction closes with. */
export function finishStep(checkpoint: SyncCheckpointsTable, lease: { name: string; holder: string; expires: number | null }): Statement[] {
  const { step, run_started, finished, rows, source_version, message } = checkpoint;
  const parameters = [step, run_started, finished, rows, source_version, message, lease.name, lease.holder, lease.expires];
  const after = LEASE_AFTER[lease.expires === null ? 'release' : 'renew'];
  return [CHECKPOINT, after].map((text) => ({ text, parameters }));
}

/** Whether a synchronisation ever ran to its last step. */
export async function catalogueSynced(db: Db, lastStep: string): Promise<boolean> {
  return !!(await db.selectFrom('sync_checkpoints').select('step').where('step', '=', lastStep).executeTakeFirst());
}

/** Refreshes the planner's statistics after a run has rewritten the catalogue: without them
 * SQLite picks a unique index over the covering filter indexes. SQLite samples (analysis_limit). */
export async function refreshStatistics(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`analyze`.execute(db);
}
