// `npm run bench`: the synchronisation and clinics-list benchmarks on SQLite and on PostgreSQL,
// printed and written to docs/performance.md with the machine they ran on.
// BENCH_CLINICS (100000), BENCH_SECONDS (8), BENCH_PG=0 to skip PostgreSQL; while iterating,
// BENCH_ONLY=sync, or BENCH_ONLY=list to load the existing SQLite data set again (and to fill
// PostgreSQL's without measuring the synchronisation); a list target not met fails the run; the
// completeness view, the media library and the article search build data sets of their own (`npx tsx bench/completeness.bench.ts` alone);
// the SEO tree, the report and the live updates run alone (`npx tsx bench/live.bench.ts`).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type DbHandle, openPostgres, openSqlite } from '../server/db/kysely';
import { demoSource } from '../server/services/sync/source/demo/demoSource';
import { startCluster } from '../tests/support/postgres';
import { benchArticles } from './articles.bench';
import { benchClinicsList } from './clinicsList.bench';
import { benchCompleteness } from './completeness.bench';
import { CLINICS, sqliteDir } from './lib/dataset';
import { machine, writeSection } from './lib/report';
import { benchMedia } from './media.bench';
import { type Baseline, benchSync, fillCatalogue, postgresBaseline, postgresDatabase, sqliteBaseline } from './sync.bench';
import { benchUpload } from './upload.bench';

const syncParts: string[] = [];
const listParts: string[] = [];

const listOnly = process.env.BENCH_ONLY === 'list';
const syncOnly = process.env.BENCH_ONLY === 'sync';
const dir = sqliteDir();
if (!listOnly) {
  rmSync(dir, { recursive: true, force: true });
  const sqlite = openSqlite(`${sqliteDir()}/app.db`);
  let pairs = 0;
  const fresh = async () => {
    const scratch = join(dir, 'scratch', String(pairs++));
    const baseline = await sqliteBaseline(scratch);
    return [openSqlite(join(scratch, 'app.db')), baseline] as [DbHandle, Baseline];
  };
  syncParts.push(await benchSync('SQLite', sqlite, await sqliteBaseline(dir), fresh));
  await sqlite.close();
  rmSync(join(dir, 'scratch'), { recursive: true, force: true });
}
if (!syncOnly) listParts.push(await benchClinicsList('SQLite', { DATA_DIR: dir, DATABASE_URL: '' }));

if (process.env.BENCH_PG !== '0') {
  const cluster = await startCluster();
  if (!cluster) throw new Error('PostgreSQL binaries not found (set BENCH_PG=0 to skip)');
  try {
    const postgres = openPostgres(cluster.url);
    let pairs = 0;
    const fresh = async () => {
      const n = pairs++;
      const baseline = await postgresBaseline(cluster.url, `bench_scratch_raw_${n}`);
      return [openPostgres(await postgresDatabase(cluster.url, `bench_scratch_${n}`)), baseline] as [DbHandle, Baseline];
    };
    if (listOnly) await fillCatalogue(postgres, demoSource(CLINICS));
    else syncParts.push(await benchSync('PostgreSQL', postgres, await postgresBaseline(cluster.url), fresh));
    await postgres.close();
    if (!syncOnly) listParts.push(await benchClinicsList('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: cluster.url }));
  } finally {
    cluster.stop();
  }
}

const when = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${CLINICS} clinics.`;
if (!listOnly) writeSection('Synchronisation', `${when}\n\n${syncParts.join('\n\n')}`);
if (!syncOnly) writeSection('Clinics list', `${when}\n\n${listParts.join('\n\n')}`);
if (!process.env.BENCH_ONLY) writeSection('Completeness view', await benchCompleteness());
if (!process.env.BENCH_ONLY) writeSection('Media library', await benchMedia());
if (!process.env.BENCH_ONLY) writeSection('Article search', await benchArticles());
// Uploads need no data set; `npx tsx bench/upload.bench.ts` runs them alone.
if (!process.env.BENCH_ONLY) writeSection('Upload', await benchUpload());
console.log('Written to docs/performance.md');
