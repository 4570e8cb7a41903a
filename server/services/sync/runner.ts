// Runs one synchronisation step: takes the run lease, applies the step and records its checkpoint
// in ONE transaction (a failure or a killed process leaves nothing of the step behind, lease
// included), at a run's end indexes the names it wrote for the search everywhere, and answers { message, error,
// callback } in the caller's language.

import { translate } from '../../../i18n/interpolate';
import type { DialectName } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { bracketedTransaction } from '../../repositories/bracketed';
import { auditInsert } from '../../repositories/history';
import { finishStep, leaseOpening, leaseState, refreshStatistics, releaseLease } from '../../repositories/syncState';
import { type AuditActor, auditRow, SYSTEM_ACTOR } from '../history/audit';
import { refreshSearch } from '../search/searchIndex';
import { LATEST_RUN, runRecord } from './runHistory';
import { CatalogueError } from './source/jsonLines';
import type { CatalogueSource } from './source/source';
import { isRecount, nextStep, STEPS, type SyncStep } from './steps';
import type { ReplacedEdit, RunCounts } from './stepTypes';

export type SyncAnswer = { message: string; error: string | null; callback: string | null };
/** `actor`: who started the run, for the history (the server itself when absent). */
export type SyncRun = { db: Db; dialect: DialectName; source: CatalogueSource; holder: string; lang: 'ru' | 'en'; actor?: AuditActor };

/** How long a run's lease lasts after each step, so an abandoned run frees the catalogue within
 * a minute. While a step runs, its open transaction holds the run (see runSyncStep). */
export const LEASE_BETWEEN = 60_000;

const leaseOf = (step: SyncStep) => (step === 'agents' ? 'agents' : 'catalogue');
const when = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function stepMessage(lang: 'ru' | 'en', step: SyncStep, counts: RunCounts): string {
  const label = translate(lang, `server.sync.steps.${step}`);
  // Each count is a phrase of its own, in the form its number needs ("1 запись", "5 записей").
  const counted = (key: string, count: number) => translate(lang, `server.sync.${key}`, { smart_count: count });
  if (isRecount(step)) return translate(lang, 'server.sync.recounted', { label, smart_count: counts.rows });
  const parts = [
    translate(lang, 'server.sync.done', { label, added: counted('added', counts.added), updated: counted('updated', counts.updated) }),
  ];
  if (counts.removed) parts.push(counted('removed', counts.removed));
  if (counts.skipped) parts.push(counted('skipped', counts.skipped));
  if (counts.replaced) parts.push(counted('replaced', counts.replaced));
  return parts.join(', ');
}

type Outcome = { busy: number } | { message: string };

/** A staff edit the catalogue replaced, in the history of its record: the fields before and after. */
function editRecord(run: SyncRun, edit: ReplacedEdit) {
  const { entity, id, before, after } = edit;
  return auditInsert(auditRow({ actor: run.actor ?? SYSTEM_ACTOR, entity, entityId: id, action: 'update', before, after }));
}

export async function runSyncStep(
  run: SyncRun,
  step: SyncStep,
  onError: (error: unknown) => string,
): Promise<{ status: number; answer: SyncAnswer }> {
  const { db, dialect, source, holder, lang } = run;
  const name = leaseOf(step);
  const started = Date.now();
  const label = translate(lang, `server.sync.steps.${step}`);
  const callback = nextStep(step);
  try {
    // The lease is read and written in the step's own transaction rather than taken before it:
    // one commit per step, and a step killed midway leaves the lease as the previous step left
    // it (free again within LEASE_BETWEEN). A second run is refused while a step runs by
    // PostgreSQL's try-lock or SQLite's one writer, and between steps by the lease (syncState.ts).
    const reads = (STEPS[step].reads ?? []).map((text) => ({ text, parameters: [] }));
    const leaseRead = leaseOpening(dialect, name);
    const opening = [...leaseRead, ...reads, LATEST_RUN];
    const outcome = await bracketedTransaction<Outcome>({ db, dialect }, opening, async (sql, opened) => {
      const lease = leaseState(opened.slice(0, leaseRead.length), holder, started);
      const read = opened.slice(leaseRead.length, -1);
      const latestRun = opened.at(-1)?.[0] as Parameters<typeof runRecord>[0];
      if (!lease.taken) return { result: { busy: lease.since } };
      const version = isRecount(step) ? null : await source.version(step);
      const edits: ReplacedEdit[] = [];
      const stepCounts = await STEPS[step]({ sql, source, now: started, read, replaced: (edit) => edits.push(edit) });
      const counts: RunCounts = { ...stepCounts, replaced: edits.length };
      const message = stepMessage(lang, step, counts);
      const checkpoint = { step, run_started: started, finished: Date.now(), rows: counts.rows, source_version: version, message };
      const expires = callback ? Date.now() + LEASE_BETWEEN : null;
      const entry = { step, ...counts, finished: checkpoint.finished };
      const actor = run.actor ?? SYSTEM_ACTOR;
      const records = [runRecord(latestRun, actor, entry, started, LEASE_BETWEEN), ...edits.map((edit) => editRecord(run, edit))];
      const closing = [...finishStep(checkpoint, { name, holder, acquired: lease.acquired, expires }), ...records];
      return { result: { message }, closing };
    });
    if ('busy' in outcome) {
      const error = translate(lang, 'server.sync.busy', { since: when(outcome.busy) });
      return { status: 409, answer: { message: '', error, callback: null } };
    }
    if (!callback && step !== 'agents') {
      await refreshStatistics(db, dialect);
      // The names the run wrote, indexed at its end (a recount, as the statistics are) rather than
      // by the next search (services/search); a search during the run indexes what it finds noted.
      await refreshSearch(db, dialect);
    }
    return { status: 200, answer: { message: outcome.message, error: null, callback } };
  } catch (error) {
    await releaseLease(db, name, holder);
    const reason = error instanceof CatalogueError ? error.message : onError(error);
    return { status: 502, answer: { message: '', error: translate(lang, 'server.sync.failed', { label, reason }), callback: null } };
  }
}
