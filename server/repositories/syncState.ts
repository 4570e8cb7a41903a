// The synchronisation's state in the database: the run lease (one conditional upsert, so any
// node sees it) and each step's checkpoint. SQL only.
import { sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';

export type Lease = { name: string; holder: string; now: number; ttl: number };

/** Takes or renews the lease when it is free, expired or already the holder's; otherwise answers
 * when the current holder took it. */
export async function takeLease(db: Db, lease: Lease): Promise<{ taken: true } | { taken: false; since: number }> {
  const { name, holder, now, ttl } = lease;
  const row = await db
    .insertInto('sync_lock')
    .values({ name, holder, acquired: now, expires: now + ttl })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          acquired: eb
            .case()
            .when('sync_lock.holder', '=', eb.ref('excluded.holder'))
            .then(eb.ref('sync_lock.acquired'))
            .else(eb.ref('excluded.acquired'))
            .end(),
          expires: eb.ref('excluded.expires'),
        }))
        .where((eb) => eb.or([eb('sync_lock.expires', '<', now), eb('sync_lock.holder', '=', eb.ref('excluded.holder'))])),
    )
    .returning('name')
    .executeTakeFirst();
  if (row) return { taken: true };
  const current = await db.selectFrom('sync_lock').select('acquired').where('name', '=', name).executeTakeFirst();
  return { taken: false, since: Number(current?.acquired ?? now) };
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('sync_lock').where('name', '=', name).where('holder', '=', holder).execute();
}

export type Checkpoint = {
  step: string;
  run_started: number;
  finished: number;
  rows: number;
  source_version: string | null;
  message: string;
};

export async function saveCheckpoint(trx: Db, checkpoint: Checkpoint): Promise<void> {
  const { step, ...rest } = checkpoint;
  await trx
    .insertInto('sync_checkpoints')
    .values(checkpoint)
    .onConflict((oc) => oc.column('step').doUpdateSet(rest))
    .execute();
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
