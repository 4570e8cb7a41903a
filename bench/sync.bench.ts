// The synchronisation of a demo catalogue (issue 4): each step's rows per second through the real
// step code (lease, upserts, checkpoint, one transaction), against the same rows written by plain
// prepared inserts in the same run (lib/sameRows.ts). Target: every step at least 50 % of it.
// The database it fills is the data set the clinics-list benchmark then uses.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { type DbHandle, openPostgres, openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { loadDemoPlaces } from '../server/demo/loadDemo';
import { runSyncStep } from '../server/services/sync/runner';
import { demoSource } from '../server/services/sync/source/demo/demoSource';
import type { SourceStep } from '../server/services/sync/source/records';
import type { CatalogueSource } from '../server/services/sync/source/source';
import { CATALOGUE_STEPS, isRecount, type SyncStep } from '../server/services/sync/steps';
import { CLINICS } from './lib/dataset';
import { fmt, table } from './lib/report';
import { type Captured, capture, capturedRows, rawPostgres, rawSqlite } from './lib/sameRows';

/** Clinics of the warm-up run (see benchSync). */
const WARM_CLINICS = 100;

export type Baseline = (parts: Captured, records: AsyncIterable<unknown[]>) => Promise<{ read: number; ms: number }>;

/** A scratch database with the same schema and places as the synchronised one. */
async function scratch(handle: DbHandle) {
  await migrate(handle.db as never, handle.dialect);
  await loadDemoPlaces(handle.db);
  await handle.close();
}

export async function sqliteBaseline(dir: string): Promise<Baseline> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'raw.db');
  await scratch(openSqlite(file));
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 2147483648');
  return (parts, records) => rawSqlite(db, parts, records);
}

/** An empty database `name` beside the one of `url`; answers its url. */
export async function postgresDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return url.replace(/\/[^/]*$/, `/${name}`);
}

export async function postgresBaseline(url: string, name = 'bench_raw'): Promise<Baseline> {
  const rawUrl = await postgresDatabase(url, name);
  await scratch(openPostgres(rawUrl));
  const client = new pg.Client({ connectionString: rawUrl });
  // The cluster stops at the end of the run with this client still connected.
  client.on('error', () => {});
  await client.connect();
  return (parts, records) => rawPostgres(client, parts, records);
}

/** One step's measurement; `rawMs` is absent for a recalculation (it writes no rows of its own). */
type Sample = { step: SyncStep; records: number; written: number; ms: number; rawMs?: number };

/** Runs the steps (agents and the catalogue's) over `source`, each followed by its baseline. */
export async function measureSteps(
  handle: DbHandle,
  baseline: Baseline,
  source: CatalogueSource,
  log: (line: string) => void,
  steps: readonly SyncStep[] = ['agents', ...CATALOGUE_STEPS],
): Promise<Sample[]> {
  await migrate(handle.db as never, handle.dialect);
  await loadDemoPlaces(handle.db);
  // The same starting state as the baseline's scratch database, which was closed after its set-up
  // (closing checkpoints SQLite's log into the file): schema and places in the file, log empty.
  if (handle.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
  const run = { db: handle.db, dialect: handle.dialect, source, holder: 'bench', lang: 'ru' as const };
  const samples: Sample[] = [];
  for (const step of steps) {
    const started = performance.now();
    const { answer } = await runSyncStep(run, step, (error) => String(error));
    const ms = performance.now() - started;
    if (answer.error) throw new Error(`${step}: ${answer.error}`);
    const checkpoint = await handle.db.selectFrom('sync_checkpoints').select('rows').where('step', '=', step).executeTakeFirstOrThrow();
    if (isRecount(step)) {
      samples.push({ step, records: checkpoint.rows, written: 0, ms });
      continue;
    }
    const parts = await capture(handle.db, step as SourceStep);
    const written = capturedRows(parts);
    const raw = await baseline(parts, source[step as SourceStep]() as AsyncIterable<unknown[]>);
    samples.push({ step, records: checkpoint.rows, written, ms, rawMs: raw.ms });
    log(
      `${step}: ${checkpoint.rows} records, ${written} rows in ${fmt(ms, 0)} ms, raw ${fmt(raw.ms, 0)} ms: ${fmt((raw.ms / ms) * 100)} %`,
    );
  }
  return samples;
}

/** The steps before the clinics (8, 92 and 16 records) take a few milliseconds, the raw insert 1-3
 * ms of which the commit's disk flush is half: one flush that is slow, or a moment of the shared
 * machine's load, moves one sample by tens of points. They need only the places, so they are also
 * run into fresh scratch pairs, and the median of their paired ratios is reported. */
const SHORT_STEPS: readonly SyncStep[] = ['agents', 'specialties', 'services'];
const SHORT_RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratioOf = (s: Sample) => (s.rawMs ?? 0) / s.ms;

/** A fresh database to synchronise and a fresh baseline database, both empty of catalogue rows. */
export type Pair = () => Promise<[DbHandle, Baseline]>;

function rowOf(samples: Sample[]): (string | number)[] {
  const [first] = samples;
  if (first.rawMs === undefined) return [first.step, first.records, '', fmt(first.ms, 0), '', '', '', '(recalculation)'];
  const ms = median(samples.map((s) => s.ms));
  const rawMs = median(samples.map((s) => s.rawMs ?? 0));
  const name = samples.length > 1 ? `${first.step} (median of ${samples.length})` : first.step;
  const rate = (ms: number) => fmt((first.written / ms) * 1000, 0);
  return [
    name,
    first.records,
    first.written,
    fmt(ms, 1),
    fmt(rawMs, 1),
    rate(ms),
    rate(rawMs),
    `${fmt(median(samples.map(ratioOf)) * 100)} %`,
  ];
}

/** Before the measured run, every step and the baseline run once over a small catalogue in
 * scratch databases (`fresh`), so that neither side pays the process's first executions (code
 * not yet compiled, caches of statement texts and column types still empty): a server that
 * synchronises has run its steps before. */
export async function benchSync(label: string, handle: DbHandle, baseline: Baseline, fresh: Pair): Promise<string> {
  const [warm, warmBaseline] = await fresh();
  await measureSteps(warm, warmBaseline, demoSource(WARM_CLINICS), () => {});
  await warm.close();
  const print = (line: string) => console.log(`${label} ${line}`);
  const samples = await measureSteps(handle, baseline, demoSource(CLINICS), print);
  for (let run = 1; run < SHORT_RUNS; run++) {
    const [db, base] = await fresh();
    samples.push(...(await measureSteps(db, base, demoSource(CLINICS), () => {}, SHORT_STEPS)));
    await db.close();
  }
  const byStep = new Map<SyncStep, Sample[]>();
  for (const sample of samples) byStep.set(sample.step, [...(byStep.get(sample.step) ?? []), sample]);
  const rows = [...byStep.values()].map(rowOf);
  const ratios = [...byStep.values()].filter(([s]) => s.rawMs !== undefined).map((all) => median(all.map(ratioOf)));
  const worst = Math.min(...ratios);
  const verdict = `worst step ${fmt(worst * 100)} % of its raw insert (target >= 50 %): ${worst >= 0.5 ? 'met' : 'NOT met'}`;
  console.log(`${label}: ${verdict}`);
  return [
    `### ${label}`,
    '',
    `${CLINICS} demo clinics, a first run into an empty catalogue; each step (lease, one transaction with its checkpoint) timed whole. Baseline: read the same catalogue records, then insert the very rows the step wrote (read back beforehand) into a scratch database with the same schema, by prepared multi-row inserts reused for every full batch, one transaction per step (bench/lib/sameRows.ts). Both warmed up first: every step and the baseline ran once over ${WARM_CLINICS} clinics in scratch databases of the same process. The ${SHORT_STEPS.join(', ')} steps take a few milliseconds, of which one disk flush is a large share on both sides: they also ran ${SHORT_RUNS - 1} more times into fresh scratch databases (step and baseline alike), and their row shows the medians, its ratio the median of the ${SHORT_RUNS} paired ratios.`,
    '',
    table(['step', 'records', 'rows written', 'ms', 'raw ms', 'rows/s', 'raw rows/s', 'of raw'], rows),
    '',
    verdict,
  ].join('\n');
}
