// A run's row in the history: a step that follows the last one of the latest run, by the same
// person, within the lease's minute, adds to that row; anything else starts a row of its own.
import { describe, expect, it } from 'vitest';
import { type RunStep, runRecord } from './runHistory';

const admin = { userId: 7, email: 'admin@test.local', ip: '127.0.0.1' };
const counts = { rows: 3, added: 1, updated: 2, removed: 0, skipped: 0, replaced: 0 };
const stepAt = (step: RunStep['step'], finished: number, more: Partial<RunStep> = {}): RunStep => ({ step, ...counts, finished, ...more });
const latest = (steps: RunStep[], userId: number | null = 7) => ({
  id: 41,
  user_id: userId,
  changes: JSON.stringify({ steps: [null, steps] }),
});
const MINUTE = 60_000;

describe('a synchronisation run in the history', () => {
  it('adds the next step to the run’s row, with the totals of all its steps', () => {
    const statement = runRecord(latest([stepAt('specialties', 1000)]), admin, stepAt('services', 5000, { replaced: 2 }), 2000, MINUTE);
    expect(statement.text).toMatch(/^update audit_log set changes = \$1 where id = \$2$/);
    const [changes, id] = statement.parameters as [string, number];
    expect(id).toBe(41);
    expect(JSON.parse(changes)).toEqual({
      added: [null, 2],
      updated: [null, 4],
      removed: [null, 0],
      skipped: [null, 0],
      replaced: [null, 2],
      steps: [null, [stepAt('specialties', 1000), stepAt('services', 5000, { replaced: 2 })]],
    });
  });

  it.each([
    ['a step out of order', latest([stepAt('specialties', 1000)]), 'clinics', 2000],
    ['another person’s run', latest([stepAt('specialties', 1000)], 8), 'services', 2000],
    ['a run left for more than the lease’s minute', latest([stepAt('specialties', 1000)]), 'services', 1000 + MINUTE + 1],
    ['no run yet', undefined, 'services', 2000],
  ] as const)('starts a row of its own after %s', (_case, row, step, started) => {
    const statement = runRecord(row, admin, stepAt(step, started + 10), started, MINUTE);
    expect(statement.text).toMatch(/^insert into audit_log/);
    const [at, userId, , , entity, entityId, action, changes] = statement.parameters as unknown[];
    expect([at, userId, entity, entityId, action]).toEqual([started, 7, 'sync', step, 'run']);
    expect(JSON.parse(changes as string).steps).toEqual([null, [stepAt(step, started + 10)]]);
  });
});
