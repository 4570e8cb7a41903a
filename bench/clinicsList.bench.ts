// Clinics list under load (issue 4): every filter and their combinations, name search included,
// at 10 concurrent connections against the real server with the demo catalogue; the baseline is
// a bare Fastify route serving the same bytes, measured in the same run.
// Targets: p99 <= 15 ms, throughput >= 25 % of the baseline.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEPT_PAGES } from '../server/routes/clinics';
import { interleaved, load } from './lib/load';
import { fmt, table } from './lib/report';
import { type Running, signIn, startProcess, startServer } from './lib/server';

const ADMIN = { email: 'bench@bench.local', password: 'bench-pass-1' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP = 3;
/** One session per connection, as ten staff members signed in would have. */
const SESSIONS = 10;

/** `informational`: shown, but not one of the target's scenarios. */
type Scenario = { name: string; paths: string[]; inTurn?: boolean; informational?: boolean };

/** More distinct pages than the server keeps answers for, handed out in turn. */
const UNCACHED_PAGES = 4 * KEPT_PAGES;

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
    { name: 'no filter, pages 1-3', paths: list('') },
    { name: 'hide blocked', paths: list('&hideDeactive=true') },
    { name: 'city', paths: list(`&cityId=${city}`) },
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
  let baseline: Running | undefined;
  try {
    server = await startServer({ ...env, DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
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
    await load({ url: server.url, paths: list.flatMap((s) => s.paths), cookies }, { seconds: WARM_UP });
    // The machine is shared and its load changes within seconds: each scenario alternates
    // 1-second slices with the baseline, and its ratio is against the baseline of its own slices.
    const rows: (string | number)[][] = [];
    const ratios: number[] = [];
    const p99s: number[] = [];
    const bases: number[] = [];
    for (const scenario of list) {
      const { a: base, b: r } = await interleaved(
        staticTarget,
        { url: server.url, paths: scenario.paths, cookies, inTurn: scenario.inTurn },
        { rounds: SECONDS, seconds: 1 },
      );
      if (r.non2xx || r.errors) throw new Error(`${scenario.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const ratio = r.rps / base.rps;
      if (!scenario.informational) {
        ratios.push(ratio);
        p99s.push(r.p99);
      }
      bases.push(base.rps);
      rows.push([scenario.name, fmt(r.rps, 0), r.p50, r.p99, fmt(base.rps, 0), base.p99, `${fmt(ratio * 100)} %`]);
      console.log(
        `${label} ${scenario.name}: ${fmt(r.rps, 0)} req/s, p99 ${r.p99} ms; baseline ${fmt(base.rps, 0)} req/s: ${fmt(ratio * 100)} %`,
      );
    }
    const worstP99 = Math.max(...p99s);
    const worstRatio = Math.min(...ratios);
    const verdict = `worst p99 ${worstP99} ms (target <= 15): ${worstP99 <= 15 ? 'met' : 'NOT met'}; worst throughput ${fmt(worstRatio * 100)} % of the baseline (target >= 25 %): ${worstRatio >= 0.25 ? 'met' : 'NOT met'}`;
    console.log(`${label}: ${verdict}`);
    return [
      `### ${label}`,
      '',
      `Baseline: a bare Fastify route answering the same ${sample.length} bytes (a real first page). 10 connections from autocannon in the benchmark's process, each server in its own process; ${WARM_UP} s warm-up, then per scenario ${SECONDS} rounds of 1 s against the baseline and 1 s against the list, alternating (baseline ${fmt(Math.min(...bases), 0)}-${fmt(Math.max(...bases), 0)} req/s across the scenarios: the machine is shared).`,
      '',
      table(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'baseline req/s', 'baseline p99 ms', 'of baseline'], rows),
      '',
      verdict,
      '',
      `A page already answered in the database's current state is served from the node's memory (docs/decisions.md, "Clinics list, round 3"); the last row, not a target scenario, asks ${UNCACHED_PAGES} distinct pages in turn, more than the ${KEPT_PAGES} kept, so that every answer is computed: the cost of a page after any write.`,
    ].join('\n');
  } finally {
    server?.stop();
    baseline?.stop();
  }
}
