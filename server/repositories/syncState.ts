// The synchronisation's state in the database: the run lease (a row any node sees) and each
// step's checkpoint. A step's transaction opens by reading the lease and closes by writing it
// with the step's checkpoint (bracketed.ts); the rest is Kysely.
import { sql } from 'kysely';
import type { SyncCheckpointsTable } from '../db/catalogueTables';
import type { DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';
import type { Row, Statement } from './rawSql';

/** PostgreSQL: the try-lock stands for a step still running, whose lease is not written (let
 * alone visible) yet: a second step is refused at once rather than let through. Taken only for
 * the transaction: it goes with the commit or the rollback. SQLite needs none: its one writer at
 * a time (begin immediate) lets a step see the previous one's lease. */
const GATE: Partial<Record<DialectName, string>> = {
  postgres: `select pg_try_advisory_xact_lock(hashtext('sync_lock:' || cast($1 as text))) as open`,
};

/** The statements a step's transaction opens with: the gate, then the lease as it stands. The
 * lease has its own statement, after the gate: PostgreSQL gives each statement of a read
 * committed transaction its own snapshot, and one taken before the try-lock was granted could
 * miss the lease that the step which held it committed just before. */
export function leaseOpening(dialect: DialectName, name: string): Statement[] {
  const gate = GATE[dialect];
  return [
    ...(gate ? [{ text: gate, parameters: [name] }] : []),
    { text: 'select holder, acquired, expires from sync_lock where name = $1', parameters: [name] },
  ];
}

export type LeaseState = { taken: true; acquired: number } | { taken: false; since: number };

/** From the rows of leaseOpening's statements: whether `holder` may run (any gate opened, and
 * the lease is free, expired or already its own) and since when it holds the lease; otherwise
 * since when the current holder holds it (now, when that holder's first step has not committed). */
export function leaseState(opened: Row[][], holder: string, now: number): LeaseState {
  const current = opened.at(-1)?.[0] as { holder: string; acquired: number; expires: number } | undefined;
  const open = opened.slice(0, -1).every((gate) => gate[0]?.open === true);
  if (open && (!current || Number(current.expires) < now || current.holder === holder)) {
    return { taken: true, acquired: current?.holder === holder ? Number(current.acquired) : now };
  }
  return { taken: false, since: Number(current?.acquired ?? now) };
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('sync_lock').where('name', '=', name).where('holder', '=', holder).execute();
}

const CHECKPOINT = `insert into sync_checkpoints (step, run_started, finished, rows, source_version, message)
  values ($1, $2, $3, $4, $5, $6)
  on conflict (step) do update set run_started = excluded.run_started, finished = excluded.finished,
    rows = excluded.rows, source_version = excluded.source_version, message = excluded.message`;
const LEASE_AFTER = {
  hold: `insert into sync_lock (name, holder, acquired, expires) values ($7, $8, $9, $10)
    on conflict (name) do update set holder = excluded.holder, acquired = excluded.acquired, expires = excluded.expires`,
  release: 'delete from sync_lock where name = $7 and holder = $8',
};

export type Hold = { name: string; holder: string; acquired: number; expires: number | null };

/** The step's checkpoint, and the lease held until `expires` (the run goes on) or released
 * (null): the statements its transaction closes with. */
export function finishStep(checkpoint: SyncCheckpointsTable, lease: Hold): Statement[] {
  const { step, run_started, finished, rows, source_version, message } = checkpoint;
  const parameters = [step, run_started, finished, rows, source_version, message, lease.name, lease.holder, lease.acquired, lease.expires];
  const after = LEASE_AFTER[lease.expires === null ? 'release' : 'hold'];
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
