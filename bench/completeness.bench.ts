// The completeness view (issue 12, point 10) at BENCH_CLINICS clinics (100k): every clinic with a
// mark in each of the 13 sections and both languages (2.6M marks, each state well represented), GET /api/admin/completeness at 10 concurrent connections against the real server;
// the baseline is a bare Fastify route serving the same bytes, measured in the same run.
// Target: p99 <= 50 ms. The list pages its numbers link to are shown too (not the target).
// Alone: `npx tsx bench/completeness.bench.ts` (BENCH_PG=0 to skip PostgreSQL).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { PROFILE_SECTIONS } from '../common/completion';
import type { DialectName } from '../server/db/dialect';
import { openPostgres, openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { recountCompletion } from '../server/repositories/completionCounts';
import { startCluster } from '../tests/support/postgres';
import { CLINICS } from './lib/dataset';
import { load } from './lib/load';
import { machine, table, writeSection } from './lib/report';
import { measureScenario, SCENARIO_COLUMNS } from './lib/scenario';
import { type Running, signIn, startProcess, startServer } from './lib/server';
import { postgresDatabase } from './sync.bench';

const ADMIN = { email: 'bench@bench.local', password: 'bench-pass-1' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TARGET_P99 = 50;

/** Numbers 1..n as rows, written the same on both engines. */
const series = (n: number) => `with recursive s(n) as (select 1 union all select n + 1 from s where n < ${n})`;

/** The clinics and their marks, made by the database itself: dates spread so that every state
 * occurs in every section and language. */
async function seed(db: Kysely<unknown>, dialect: DialectName) {
  const now = Date.now();
  await sql
    .raw(
      `${series(CLINICS)} insert into clinics (hash, slug, state, country, created, updated)
       select 'bench-' || n, 'bench-clinic-' || n, case when n % 10 = 0 then 'DISABLED' else 'ACTIVE' end, 'RUSSIA', ${now}, ${now} from s`,
    )
    .execute(db);
  const sections = PROFILE_SECTIONS.map((section) => `select ${section} as section`).join(' union all ');
  const stamp = (salt: number) => `((c.id * ${salt} + x.section * 7919) % 1000)`;
  for (const [lang, salt] of [
    ['RU', 31],
    ['EN', 17],
  ] as const) {
    await sql
      .raw(
        `insert into complete_edit (clinic_id, section, lang, cd, rd)
         select c.id, x.section, '${lang}', ${stamp(salt)}, ${stamp(salt)} + ${stamp(salt + 2)} % 3 - 1
         from clinics c cross join (${sections}) x`,
      )
      .execute(db);
  }
  await recountCompletion(db);
  // The recount rewrites every mark: a live database's autovacuum would have cleaned up behind it
  // before anyone looks, so the measured seconds do not pay for it.
  if (dialect === 'postgres') await sql.raw('vacuum analyze').execute(db);
}

async function run(label: string, env: Record<string, string>) {
  let server: Running | undefined;
  let baseline: Running | undefined;
  try {
    server = await startServer({ ...env, DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const view = '/api/admin/completeness';
    const sample = await (await fetch(`${server.url}${view}`, { headers: { cookie } })).text();
    const { total } = JSON.parse(sample) as { total: number };
    if (total !== CLINICS) throw new Error(`${label}: ${total} clinics, expected ${CLINICS}`);
    const bodyFile = join(tmpdir(), `completeness-${process.pid}.json`);
    writeFileSync(bodyFile, sample);
    baseline = await startProcess('bench/staticServer.ts', { BODY_FILE: bodyFile });
    const staticTarget = { url: baseline.url, paths: ['/api/admin/clinicslist'] };
    const list = (query: string) => `/api/admin/clinicslist?page=0&size=15&hideDeactive=false&${query}`;
    const scenarios = [
      { name: 'the completeness view', paths: [view], target: true },
      { name: 'list: 4.EN.stale (a number of the view)', paths: [list('completion=4.EN.stale')] },
      { name: 'list: 6.RU.incomplete (no complete or stale mark)', paths: [list('completion=6.RU.incomplete')] },
      { name: 'list: any stale review in EN', paths: [list('stale=EN')] },
    ];
    await load(staticTarget, { seconds: 3 });
    await load({ url: server.url, paths: scenarios.flatMap((s) => s.paths), cookies: [cookie] }, { seconds: 3 });
    const rows: (string | number)[][] = [];
    let viewP99 = Number.POSITIVE_INFINITY;
    for (const scenario of scenarios) {
      const { r, row } = await measureScenario(label, staticTarget, { url: server.url, cookies: [cookie] }, scenario, SECONDS);
      if (scenario.target) viewP99 = r.p99;
      rows.push(row);
    }
    const verdict = `the view's p99 ${viewP99} ms (target <= ${TARGET_P99}): ${viewP99 <= TARGET_P99 ? 'met' : 'NOT met'}`;
    console.log(`${label}: ${verdict}`);
    return [
      `### ${label}`,
      '',
      `Baseline: a bare Fastify route answering the same ${sample.length} bytes. 10 connections; per scenario ${SECONDS} rounds of 1 s against the baseline and 1 s against the server, alternating.`,
      '',
      table(SCENARIO_COLUMNS, rows),
      '',
      verdict,
    ].join('\n');
  } finally {
    server?.stop();
    baseline?.stop();
  }
}

export async function benchCompleteness(): Promise<string> {
  const parts: string[] = [];
  const dir = join('bench', '.data', `completeness-${CLINICS}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sqlite = openSqlite(join(dir, 'app.db'));
  await migrate(sqlite.db as Kysely<unknown>, 'sqlite');
  await seed(sqlite.db as Kysely<unknown>, 'sqlite');
  await sqlite.close();
  parts.push(await run('SQLite', { DATA_DIR: dir, DATABASE_URL: '' }));
  if (process.env.BENCH_PG !== '0') {
    const cluster = await startCluster();
    if (!cluster) throw new Error('PostgreSQL binaries not found (set BENCH_PG=0 to skip)');
    try {
      const url = await postgresDatabase(cluster.url, 'bench_completeness');
      const postgres = openPostgres(url);
      await migrate(postgres.db as Kysely<unknown>, 'postgres');
      await seed(postgres.db as Kysely<unknown>, 'postgres');
      await postgres.close();
      parts.push(await run('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: url }));
    } finally {
      cluster.stop();
    }
  }
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${CLINICS} clinics.\n\n${parts.join('\n\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeSection('Completeness view', await benchCompleteness());
  console.log('Written to docs/performance.md');
}
