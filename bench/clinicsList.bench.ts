// Clinics list under load (issue 4): every filter and their combinations, name search included,
// at 10 concurrent connections against the real server with the demo catalogue; the baseline is
// a bare Fastify route serving the same bytes, measured in the same run. The server logs each
// request at info into a pipe, as `npm start` does for a log collector; a second server with the
// log off measures what the log costs.
// Targets: p99 <= 15 ms; the first pages and the city filter at least 60 % of the baseline on
// SQLite and 40 % on PostgreSQL (issue 22 point 11), every other scenario at least 25 %. A target
// not met fails `npm run bench` (after the report is written).
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEPT_PAGES } from '../server/routes/clinics';
import { interleaved, load } from './lib/load';
import { fmt, table } from './lib/report';
import { cpuMicros, type Running, signIn, startProcess, startServer } from './lib/server';

const ADMIN = { email: 'bench@bench.local', password: 'bench-pass-1' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP = 3;
/** One session per connection, as ten staff members signed in would have. */
const SESSIONS = 10;

/** The floor of the first pages and the city filter, per engine (issue 22 point 11). */
const HOT_FLOOR: Record<string, number> = { SQLite: 0.6, PostgreSQL: 0.4 };
/** The floor of every other scenario (issue 4). */
const FLOOR = 0.25;
const TARGET_P99 = 15;

/** `informational`: shown, but not one of the target's scenarios. `hot`: held to HOT_FLOOR.
 * `quiet`: against the server whose request log is off. */
type Scenario = { name: string; paths: string[]; inTurn?: boolean; informational?: boolean; hot?: boolean; quiet?: boolean };

/** More distinct pages than the server keeps answers for, handed out in turn. */
const UNCACHED_PAGES = 4 * KEPT_PAGES;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

async function scenarios(url: string, cookie: string): Promise<Scenario[]> {
  const get = async (path: string) => (await fetch(`${url}${path}`, { headers: { cookie } })).json();
  const ref = await get('/api/admin/allcategories');
  const city = ref.cities[0]?.id;
  const category = ref.categories.find((c: { spcs: number[] }) => c.spcs?.length) ?? ref.categories[0];
  const specialty = category?.spcs?.[0];
  const page = await get('/api/admin/clinicslist?page=0&size=15');
  const word = String(page.clinics[0]?.ll10n?.RU?.shortName ?? page.clinics[0]?.ll10n?.RU?.name ?? 'клиника').split(/\s+/)[0];
  const base = '/api/admin/clinicslist?size=15&page=';
  const list = (query: string, pages = [0, 1, 2]) => pages.map((p) => `${base}${p}${query}`);
  return [
    { name: 'no filter, pages 1-3', paths: list(''), hot: true },
    { name: '(no filter, pages 1-3, request log off: what the log costs)', paths: list(''), informational: true, quiet: true },
    { name: 'hide blocked', paths: list('&hideDeactive=true') },
    { name: 'city', paths: list(`&cityId=${city}`), hot: true },
    { name: 'category', paths: list(`&cId=${category?.scId ?? category?.id}`) },
    { name: 'specialty', paths: list(`&sid=${specialty}`) },
    { name: 'visible in RU', paths: list('&locals=RU') },
    {
      name: 'city + category + specialty + RU + hide blocked',
      paths: list(`&cityId=${city}&cId=${category?.scId ?? category?.id}&sid=${specialty}&locals=RU&hideDeactive=true`),
    },
    { name: `name search "${word.slice(0, 4)}"`, paths: list(`&q=${encodeURIComponent(word.slice(0, 4))}`) },
    {
      name: 'name search + city + hide blocked',
      paths: list(`&q=${encodeURIComponent(word.slice(0, 3))}&cityId=${city}&hideDeactive=true`),
    },
    { name: 'deep page (page 500)', paths: list('', [500]) },
    {
      name: `(every page 1-${UNCACHED_PAGES} in turn: no answer served from memory)`,
      paths: list(
        '',
        Array.from({ length: UNCACHED_PAGES }, (_, p) => p),
      ),
      inTurn: true,
      informational: true,
    },
  ];
}

export async function benchClinicsList(label: string, env: Record<string, string>) {
  let server: Running | undefined;
  let quiet: Running | undefined;
  let baseline: Running | undefined;
  try {
    const serverEnv = { ...env, DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    server = await startServer(serverEnv, { log: true });
    quiet = await startServer(serverEnv);
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i++) cookies.push(await signIn(server.url, ADMIN.email, ADMIN.password));
    const [cookie] = cookies;
    const list = await scenarios(server.url, cookie);
    const sample = await (await fetch(`${server.url}${list[0].paths[0]}`, { headers: { cookie } })).text();
    const bodyFile = join(tmpdir(), `clinicslist-${process.pid}.json`);
    writeFileSync(bodyFile, sample);
    baseline = await startProcess('bench/staticServer.ts', { BODY_FILE: bodyFile });
    const staticTarget = { url: baseline.url, paths: ['/api/admin/clinicslist'] };
    // Both servers warm up first (JIT, statement and page caches), as a running server is.
    await load(staticTarget, { seconds: WARM_UP });
    for (const running of [server, quiet]) {
      await load({ url: running.url, paths: list.flatMap((s) => s.paths), cookies }, { seconds: WARM_UP });
    }
    const loadBefore = loadAverage();
    // The machine is shared and its load changes within seconds: each scenario alternates
    // 1-second slices with the baseline, and its ratio is against the baseline of its own slices.
    const rows: (string | number)[][] = [];
    const verdicts: string[] = [];
    const p99s: number[] = [];
    const bases: number[] = [];
    let met = true;
    let logLines = 0;
    let logged = 0;
    for (const scenario of list) {
      const target = scenario.quiet ? quiet : server;
      const cpu = [cpuMicros(target.pid), cpuMicros(baseline.pid)];
      const lines = target.logLines();
      const { a: base, b: r } = await interleaved(
        staticTarget,
        { url: target.url, paths: scenario.paths, cookies, inTurn: scenario.inTurn },
        { rounds: SECONDS, seconds: 1 },
      );
      if (r.non2xx || r.errors) throw new Error(`${scenario.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      if (!scenario.quiet) {
        logLines += target.logLines() - lines;
        logged += r.requests;
      }
      const [serverCpu, baseCpu] = [(cpuMicros(target.pid) - cpu[0]) / r.requests, (cpuMicros(baseline.pid) - cpu[1]) / base.requests];
      const ratio = r.rps / base.rps;
      const floor = scenario.informational ? undefined : scenario.hot ? HOT_FLOOR[label] : FLOOR;
      if (!scenario.informational) p99s.push(r.p99);
      if (floor !== undefined && (scenario.hot || ratio < floor)) {
        verdicts.push(`${scenario.name} ${fmt(ratio * 100)} % (target >= ${fmt(floor * 100, 0)} %): ${ratio >= floor ? 'met' : 'NOT met'}`);
      }
      if (floor !== undefined && ratio < floor) met = false;
      bases.push(base.rps);
      rows.push([
        scenario.name,
        fmt(r.rps, 0),
        r.p50,
        r.p99,
        fmt(base.rps, 0),
        base.p99,
        `${fmt(ratio * 100)} %`,
        floor === undefined ? '' : `${fmt(floor * 100, 0)} %`,
        fmt(serverCpu, 0),
        fmt(baseCpu, 0),
      ]);
      console.log(
        `${label} ${scenario.name}: ${fmt(r.rps, 0)} req/s, p99 ${r.p99} ms, ${fmt(serverCpu, 0)} µs CPU; baseline ${fmt(base.rps, 0)} req/s, ${fmt(baseCpu, 0)} µs: ${fmt(ratio * 100)} %`,
      );
    }
    const worstP99 = Math.max(...p99s);
    if (worstP99 > TARGET_P99) met = false;
    const others = rows.filter((_, i) => !list[i].informational && !list[i].hot).map((row) => Number.parseFloat(String(row[6])));
    const verdict = [
      `worst p99 ${worstP99} ms (target <= ${TARGET_P99}): ${worstP99 <= TARGET_P99 ? 'met' : 'NOT met'}`,
      ...verdicts,
      `the other scenarios ${fmt(Math.min(...others))} % or more (target >= ${fmt(FLOOR * 100, 0)} %)${others.every((ratio) => ratio >= FLOOR * 100) ? ': met' : ''}`,
    ].join('; ');
    console.log(`${label}: ${verdict}`);
    // A regression fails the run, once every section is written.
    if (!met) process.exitCode = 1;
    return [
      `### ${label}`,
      '',
      `Baseline: a bare Fastify route answering the same ${sample.length} bytes (a real first page). 10 connections from autocannon in the benchmark's process, each server in its own process; ${WARM_UP} s warm-up, then per scenario ${SECONDS} rounds of 1 s against the baseline and 1 s against the list, alternating (baseline ${fmt(Math.min(...bases), 0)}-${fmt(Math.max(...bases), 0)} req/s across the scenarios: the machine is shared; load average ${loadBefore} before the scenarios, ${loadAverage()} after). The server logs at info into a pipe this process reads, ${fmt(logLines / logged, 2)} lines per request; the row marked "request log off" asks a second server, the same but logging at warn. CPU columns: each process's user and system time over its requests (/proc/<pid>/stat).`,
      '',
      table(
        [
          'scenario',
          'req/s',
          'p50 ms',
          'p99 ms',
          'baseline req/s',
          'baseline p99 ms',
          'of baseline',
          'target',
          'server CPU µs/req',
          'baseline CPU µs/req',
        ],
        rows,
      ),
      '',
      verdict,
      '',
      `A page already answered in the database's current state is served from the node's memory (docs/decisions.md, "Clinics list, round 3"); the last row, not a target scenario, asks ${UNCACHED_PAGES} distinct pages in turn, more than the ${KEPT_PAGES} kept, so that every answer is computed: the cost of a page after any write.`,
    ].join('\n');
  } finally {
    await server?.stop();
    await quiet?.stop();
    await baseline?.stop();
  }
}
