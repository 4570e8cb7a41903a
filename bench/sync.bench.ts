// The synchronisation of a demo catalogue (issue 4): each step's rows per second through the real
// step code (lease, upserts, checkpoint, one transaction), against the same rows written by plain
// prepared inserts in the same run (lib/sameRows.ts). Target: every step at least 50 % of it.
// The database it fills is the data set the clinics-list benchmark then uses.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { cachePreparedStatements, type DbHandle, openPostgres, openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { loadDemoPlaces } from '../server/demo/loadDemo';
import { runSyncStep } from '../server/services/sync/runner';
import { demoSource } from '../server/services/sync/source/demo/demoSource';
import type { SourceStep } from '../server/services/sync/source/records';
import type { CatalogueSource } from '../server/services/sync/source/source';
import { CATALOGUE_STEPS, isRecount, type SyncStep } from '../server/services/sync/steps';
import { CLINICS } from './lib/dataset';
import { fmt, table } from './lib/report';
import { type Captured, capture, capturedRows, emptyStep, rawPostgres, rawSqlite } from './lib/sameRows';

/** Clinics of the warm-up run (see benchSync). */
const WARM_CLINICS = 100;

/** The raw side: `insert` writes a step's captured rows after reading its records; `exec` runs
 * one statement on the same connection. */
export type Baseline = {
  insert: (parts: Captured, records: AsyncIterable<unknown[]>) => Promise<{ read: number; ms: number }>;
  exec: (text: string) => Promise<unknown>;
};

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
  // Prepared statements kept by text, as the application's own SQLite handle keeps them: a
  // connection that ran a step before reuses them.
  cachePreparedStatements(db);
  return { insert: (parts, records) => rawSqlite(db, parts, records), exec: async (text) => db.exec(text) };
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
  return { insert: (parts, records) => rawPostgres(client, parts, records), exec: (text) => client.query(text) };
}

/** One step's measurement; `rawMs` is absent for a recalculation (it writes no rows of its own). */
type Sample = { step: SyncStep; records: number; written: number; ms: number; rawMs?: number };

/** Schema and places, the same starting state as the baseline's scratch database, which was
 * closed after its set-up (closing checkpoints SQLite's log into the file): log empty. */
async function prepareDatabase(handle: DbHandle) {
  await migrate(handle.db as never, handle.dialect);
  await loadDemoPlaces(handle.db);
  if (handle.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
}

/** One step timed whole, then its baseline over the very rows it wrote. */
async function measureStep(handle: DbHandle, baseline: Baseline, source: CatalogueSource, step: SyncStep): Promise<Sample> {
  const run = { db: handle.db, dialect: handle.dialect, source, holder: 'bench', lang: 'ru' as const };
  const started = performance.now();
  const { answer } = await runSyncStep(run, step, (error) => String(error));
  const ms = performance.now() - started;
  if (answer.error) throw new Error(`${step}: ${answer.error}`);
  const checkpoint = await handle.db.selectFrom('sync_checkpoints').select('rows').where('step', '=', step).executeTakeFirstOrThrow();
  if (isRecount(step)) return { step, records: checkpoint.rows, written: 0, ms };
  const parts = await capture(handle.db, step as SourceStep);
  const raw = await baseline.insert(parts, source[step as SourceStep]() as AsyncIterable<unknown[]>);
  return { step, records: checkpoint.rows, written: capturedRows(parts), ms, rawMs: raw.ms };
}

/** The data set alone: every step over `source`, unmeasured (`BENCH_ONLY=list` on PostgreSQL,
 * whose cluster lives only as long as the run). */
export async function fillCatalogue(handle: DbHandle, source: CatalogueSource): Promise<void> {
  await prepareDatabase(handle);
  for (const step of ['agents', ...CATALOGUE_STEPS] as SyncStep[]) {
    const run = { db: handle.db, dialect: handle.dialect, source, holder: 'bench', lang: 'ru' as const };
    const { answer } = await runSyncStep(run, step, (error) => String(error));
    if (answer.error) throw new Error(`${step}: ${answer.error}`);
  }
}

/** Runs the steps (agents and the catalogue's) over `source`, each followed by its baseline. */
export async function measureSteps(
  handle: DbHandle,
  baseline: Baseline,
  source: CatalogueSource,
  log: (line: string) => void,
): Promise<Sample[]> {
  await prepareDatabase(handle);
  const samples: Sample[] = [];
  for (const step of ['agents', ...CATALOGUE_STEPS] as SyncStep[]) {
    const sample = await measureStep(handle, baseline, source, step);
    samples.push(sample);
    if (sample.rawMs === undefined) continue;
    const { records, written, ms, rawMs } = sample;
    log(`${step}: ${records} records, ${written} rows in ${fmt(ms, 0)} ms, raw ${fmt(rawMs, 0)} ms: ${fmt((rawMs / ms) * 100)} %`);
  }
  return samples;
}

/** The steps before the clinics (8, 92 and 16 records) take a millisecond or a few, of which the
 * commit's disk flush is a large share and, on a connection that never ran them, preparing their
 * statements another (a server keeps its connections, and so the statements of its last run): one
 * slow flush or a moment of the shared machine's load moves one sample by tens of points. They
 * need only the places, so they are measured on their own pair of databases, whose connections
 * ran each step once before: emptied of the step's rows, then the step and its baseline,
 * SHORT_RUNS times; the median of the paired ratios is reported. On PostgreSQL single pairs of
 * these few-statement steps ranged from 40 to 100 % within one run: 15 pairs, a fraction of a
 * second, steady the median. */
const SHORT_STEPS: readonly SourceStep[] = ['agents', 'specialties', 'services'];
const SHORT_RUNS = 15;

/** Emptied of what `step` wrote on both sides, and of the run's lease and checkpoints. */
async function emptyBoth(handle: DbHandle, baseline: Baseline, step: SourceStep) {
  const exec = (text: string) => sql.raw(text).execute(handle.db);
  await emptyStep(exec, step);
  await exec('delete from sync_checkpoints');
  await exec('delete from sync_lock');
  await emptyStep(baseline.exec, step);
}

async function shortSamples(pair: Pair, source: CatalogueSource): Promise<Sample[]> {
  const [handle, baseline] = await pair();
  await prepareDatabase(handle);
  const samples: Sample[] = [];
  for (const step of SHORT_STEPS) {
    for (let run = 0; run <= SHORT_RUNS; run++) {
      const sample = await measureStep(handle, baseline, source, step);
      if (run > 0) samples.push(sample);
      await emptyBoth(handle, baseline, step);
    }
  }
  await handle.close();
  return samples;
}

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
  // The short steps first, while the process holds nothing of the big run (its garbage would be
  // collected during their few milliseconds, on either side).
  const short = await shortSamples(fresh, demoSource(CLINICS));
  const run = await measureSteps(handle, baseline, demoSource(CLINICS), print);
  const isShort = (s: Sample) => (SHORT_STEPS as readonly SyncStep[]).includes(s.step);
  const samples = [...short, ...run.filter((s) => !isShort(s))];
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
    `${CLINICS} demo clinics, a first run into an empty catalogue; each step (lease, one transaction with its checkpoint) timed whole. Baseline: read the same catalogue records, then insert the very rows the step wrote (read back beforehand) into a scratch database with the same schema, by prepared multi-row inserts reused for every full batch, one transaction per step (bench/lib/sameRows.ts). Both warmed up first: every step and the baseline ran once over ${WARM_CLINICS} clinics in scratch databases of the same process. The ${SHORT_STEPS.join(', ')} steps take a millisecond or a few, of which one disk flush and, on a connection that never ran them, preparing statements are large shares on both sides: they were measured on their own pair of scratch databases whose connections had run each of them once, emptied of the step's rows before each of ${SHORT_RUNS} runs (step and baseline alike; the baseline also keeps its prepared statements per connection); their row shows the medians, its ratio the median of the ${SHORT_RUNS} paired ratios.`,
    '',
    table(['step', 'records', 'rows written', 'ms', 'raw ms', 'rows/s', 'raw rows/s', 'of raw'], rows),
    '',
    verdict,
  ].join('\n');
}
