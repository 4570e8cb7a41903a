// The synchronisation of a demo catalogue (issue 4): each step's rows per second through the real
// step code (upserts, checkpoint, one transaction), against the same records written by plain
// prepared inserts in the same run. Target: every step at least 50 % of its baseline.
// The database it fills is the data set the clinics-list benchmark then uses.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DbHandle } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { loadDemoPlaces } from '../server/demo/loadDemo';
import { runSyncStep } from '../server/services/sync/runner';
import { demoSource } from '../server/services/sync/source/demo/demoSource';
import type { SourceStep } from '../server/services/sync/source/records';
import { CATALOGUE_STEPS, isRecount, type SyncStep } from '../server/services/sync/steps';
import { CLINICS } from './lib/dataset';
import { rawPostgres, rawSqlite } from './lib/rawInsert';
import { fmt, table } from './lib/report';

type Baseline = (step: SourceStep, batches: AsyncIterable<Record<string, unknown>[]>) => Promise<{ rows: number; ms: number }>;

export function sqliteBaseline(dir: string): Baseline {
  const scratch = new SqliteDatabase(join(dir, 'raw.db'));
  scratch.pragma('journal_mode = WAL');
  scratch.pragma('synchronous = FULL');
  return (step, batches) => rawSqlite(scratch, `raw_${step}`, batches);
}

export function postgresBaseline(url: string): Baseline {
  return async (step, batches) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await rawPostgres(client, `raw_${step}`, batches);
    } finally {
      await client.end();
    }
  };
}

export async function benchSync(label: string, handle: DbHandle, baseline: Baseline): Promise<string> {
  await migrate(handle.db as never, handle.dialect);
  await loadDemoPlaces(handle.db);
  const source = demoSource(CLINICS);
  const run = { db: handle.db, dialect: handle.dialect, source, holder: 'bench', lang: 'ru' as const };
  const rows: (string | number)[][] = [];
  let worst = Number.POSITIVE_INFINITY;
  for (const step of ['agents', ...CATALOGUE_STEPS] as SyncStep[]) {
    const started = performance.now();
    const { answer } = await runSyncStep(run, step, (error) => String(error));
    const ms = performance.now() - started;
    if (answer.error) throw new Error(`${step}: ${answer.error}`);
    const checkpoint = await handle.db.selectFrom('sync_checkpoints').select('rows').where('step', '=', step).executeTakeFirstOrThrow();
    if (isRecount(step)) {
      rows.push([step, checkpoint.rows, fmt(ms, 0), '', '', '(recalculation)']);
      continue;
    }
    const raw = await baseline(step as SourceStep, source[step as SourceStep]() as AsyncIterable<Record<string, unknown>[]>);
    const rate = (checkpoint.rows / ms) * 1000;
    const rawRate = (raw.rows / raw.ms) * 1000;
    const ratio = rate / rawRate;
    worst = Math.min(worst, ratio);
    rows.push([step, checkpoint.rows, fmt(ms, 0), fmt(rate, 0), fmt(rawRate, 0), `${fmt(ratio * 100)} %`]);
    console.log(`${label} ${step}: ${checkpoint.rows} rows in ${fmt(ms, 0)} ms, ${fmt(ratio * 100)} % of the raw insert`);
  }
  const verdict = `worst step ${fmt(worst * 100)} % of its raw insert (target >= 50 %): ${worst >= 0.5 ? 'met' : 'NOT met'}`;
  console.log(`${label}: ${verdict}`);
  return [
    `### ${label}`,
    '',
    `${CLINICS} demo clinics; each step in one transaction with its checkpoint. Baseline: the same records by plain prepared inserts, one transaction per step.`,
    '',
    table(['step', 'rows', 'ms', 'rows/s', 'raw rows/s', 'of raw'], rows),
    '',
    verdict,
  ].join('\n');
}
