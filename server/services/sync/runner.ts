// Runs one synchronisation step: takes the run lease, applies the step and records its checkpoint
// in ONE transaction (a failure or a killed process leaves nothing of the step behind), and
// answers { message, error, callback } in the caller's language.

import { translate } from '../../../i18n/interpolate';
import type { DialectName } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { refreshStatistics, releaseLease, saveCheckpoint, takeLease } from '../../repositories/syncState';
import { CatalogueError } from './source/jsonLines';
import type { CatalogueSource } from './source/source';
import { isRecount, nextStep, STEPS, type SyncStep } from './steps';
import type { StepCounts } from './stepTypes';

export type SyncAnswer = { message: string; error: string | null; callback: string | null };
export type SyncRun = { db: Db; dialect: DialectName; source: CatalogueSource; holder: string; lang: 'ru' | 'en' };

/** While a step runs its lease is long (a step over 100k clinics takes a while); between the
 * steps of a run it is short, so an abandoned run frees the catalogue within a minute. */
export const LEASE = { running: 10 * 60_000, between: 60_000 };

const leaseOf = (step: SyncStep) => (step === 'agents' ? 'agents' : 'catalogue');
const when = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function stepMessage(lang: 'ru' | 'en', step: SyncStep, counts: StepCounts): string {
  const label = translate(lang, `server.sync.steps.${step}`);
  if (isRecount(step)) return translate(lang, 'server.sync.recounted', { label, count: counts.rows });
  const parts = [translate(lang, 'server.sync.done', { label, added: counts.added, updated: counts.updated })];
  if (counts.removed) parts.push(translate(lang, 'server.sync.removed', { count: counts.removed }));
  if (counts.skipped) parts.push(translate(lang, 'server.sync.skipped', { count: counts.skipped }));
  return parts.join(', ');
}

export async function runSyncStep(
  run: SyncRun,
  step: SyncStep,
  onError: (error: unknown) => string,
): Promise<{ status: number; answer: SyncAnswer }> {
  const { db, dialect, source, holder, lang } = run;
  const name = leaseOf(step);
  const started = Date.now();
  const lease = await takeLease(db, { name, holder, now: started, ttl: LEASE.running });
  if (!lease.taken) {
    return {
      status: 409,
      answer: { message: '', error: translate(lang, 'server.sync.busy', { since: when(lease.since) }), callback: null },
    };
  }
  const label = translate(lang, `server.sync.steps.${step}`);
  const callback = nextStep(step);
  try {
    const version = isRecount(step) ? null : await source.version(step);
    const message = await db.transaction().execute(async (trx) => {
      const counts = await STEPS[step]({ sql: { db: trx, dialect }, source, now: started });
      const text = stepMessage(lang, step, counts);
      await saveCheckpoint(trx, {
        step,
        run_started: started,
        finished: Date.now(),
        rows: counts.rows,
        source_version: version,
        message: text,
      });
      // The lease's next state commits with the step: one commit (one fsync) less per step.
      if (callback) await takeLease(trx, { name, holder, now: Date.now(), ttl: LEASE.between });
      else await releaseLease(trx, name, holder);
      return text;
    });
    if (!callback && step !== 'agents') await refreshStatistics(db, dialect);
    return { status: 200, answer: { message, error: null, callback } };
  } catch (error) {
    await releaseLease(db, name, holder);
    const reason = error instanceof CatalogueError ? error.message : onError(error);
    return { status: 502, answer: { message: '', error: translate(lang, 'server.sync.failed', { label, reason }), callback: null } };
  }
}
