// A synchronisation run in the history: ONE row per run (issue 25 point 4), not one per step. The
// run's first step writes it; each step that follows it (the next one in the catalogue's order,
// by the same person, within the lease's minute) adds its counts to that row, in the step's own
// transaction. The row holds the totals and, under `steps`, each step's counts and end time.

import { auditInsert } from '../../repositories/history';
import type { Statement } from '../../repositories/rawSql';
import { type AuditActor, auditRow } from '../history/audit';
import { nextStep, type SyncStep } from './steps';
import type { RunCounts } from './stepTypes';

/** One step of a run as the history keeps it. */
export type RunStep = RunCounts & { step: SyncStep; finished: number };

const TOTALS = ['added', 'updated', 'removed', 'skipped', 'replaced'] as const;

/** The latest run's row, read with the step's opening statements. */
export const LATEST_RUN: Statement = {
  text: "select id, user_id, changes from audit_log where entity = 'sync' and action = 'run' order by id desc limit 1",
  parameters: [],
};

type RunRow = { id: number | string; user_id: number | string | null; changes: string | null };

/** The steps of `row` when `step` goes on with its run, else null (a new run). */
function goesOn(row: RunRow | undefined, actor: AuditActor, step: SyncStep, started: number, between: number): RunStep[] | null {
  if (!row?.changes || (row.user_id === null ? null : Number(row.user_id)) !== actor.userId) return null;
  const steps = (JSON.parse(row.changes) as { steps?: [null, RunStep[]] }).steps?.[1];
  const last = steps?.at(-1);
  return steps && last && nextStep(last.step) === step && started - last.finished <= between ? steps : null;
}

/** The row's changes: each total as [null, sum] (a replaced edit only when there was one), and the
 * steps. */
function runChanges(steps: RunStep[]) {
  const sum = (key: (typeof TOTALS)[number]) => steps.reduce((total, step) => total + (step[key] ?? 0), 0);
  const totals = TOTALS.filter((key) => key !== 'replaced' || sum(key) > 0).map((key) => [key, [null, sum(key)]]);
  return JSON.stringify({ ...Object.fromEntries(totals), steps: [null, steps] });
}

/** The statement that records `entry` in its run: an update of the run's row, or a new row. */
export function runRecord(latest: RunRow | undefined, actor: AuditActor, entry: RunStep, started: number, between: number): Statement {
  const earlier = goesOn(latest, actor, entry.step, started, between);
  if (earlier && latest) {
    return { text: 'update audit_log set changes = $1 where id = $2', parameters: [runChanges([...earlier, entry]), latest.id] };
  }
  const row = auditRow({ actor, entity: 'sync', entityId: entry.step, action: 'run' }, started);
  return auditInsert({ ...row, changes: runChanges([entry]) });
}
