// The media library at BENCH_MEDIA files (100k) and as many articles, each using one of them
// (issue 13, point 4): GET /api/admin/mediafile/list pages and the "used by" lookup (GET
// /api/admin/articles/list?mediaId=) at 10 concurrent connections against the real server, every
// request for another page or image in a shuffled order (the server keeps no answer cache); the
// baseline is a bare Fastify route serving the same bytes, measured in the same run.
// Target: p99 <= 15 ms on both. Alone: `npx tsx bench/media.bench.ts` (BENCH_PG=0 to skip PostgreSQL).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../server/db/dialect';
import { openPostgres, openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { MEDIA_BLOCK } from '../server/repositories/mediaFiles';
import { startCluster } from '../tests/support/postgres';
import { load } from './lib/load';
import { machine, table, writeSection } from './lib/report';
import { measureScenario, SCENARIO_COLUMNS } from './lib/scenario';
import { type Running, signIn, startProcess, startServer } from './lib/server';
import { postgresDatabase } from './sync.bench';

const FILES = Number(process.env.BENCH_MEDIA ?? 100_000);
const ADMIN = { email: 'bench@bench.local', password: 'bench-pass-1' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TARGET_P99 = 15;
const PAGE = 50;

const series = (n: number) => `with recursive s(n) as (select 1 union all select n + 1 from s where n < ${n})`;

/** Files, their block counts, one hub, and articles each using one file (a scattered one). */
async function seed(db: Kysely<unknown>, dialect: DialectName) {
  const now = Date.now();
  // uuid-shaped hashes, 00000000-0000-4000-8000-<n in 12 digits>.
  const digits = dialect === 'postgres' ? `lpad(n::text, 12, '0')` : `substr('000000000000' || n, -12, 12)`;
  const hash = `'00000000-0000-4000-8000-' || ${digits}`;
  await sql
    .raw(
      `${series(FILES)} insert into media_files (hash, file_type, alt, xsize, ysize, size, created, updated)
       select ${hash}, 'jpg', 'Изображение ' || n, 960, 640, 100000 + n, ${now} + n, ${now} + n from s`,
    )
    .execute(db);
  await sql
    .raw(`insert into media_blocks (block, files) select id / ${MEDIA_BLOCK}, count(*) from media_files group by id / ${MEDIA_BLOCK}`)
    .execute(db);
  await sql.raw(`insert into hubs (slug, priority, created, updated) values ('bench-hub', 0, ${now}, ${now})`).execute(db);
  await sql
    .raw(
      `${series(FILES)} insert into articles (typ, lang, name, slug, published_dt, media_id, published, created, updated)
       select 'ARTICLE', 'RU', 'Статья ' || n, 'bench-article-' || n, ${now}, (n * 7919) % ${FILES} + 1, 1, ${now}, ${now} from s`,
    )
    .execute(db);
  await sql.raw(`insert into article_hubs (article_id, hub_id) select id, (select id from hubs) from articles`).execute(db);
  if (dialect === 'postgres') await sql.raw('vacuum analyze').execute(db);
}

function shuffled(n: number, from = 0): number[] {
  const values = Array.from({ length: n }, (_, i) => i + from);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
}

async function run(label: string, env: Record<string, string>) {
  let server: Running | undefined;
  let baseline: Running | undefined;
  try {
    server = await startServer({ ...env, DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const pages = shuffled(Math.ceil(FILES / PAGE)).map((page) => `/api/admin/mediafile/list?page=${page}&size=${PAGE}`);
    const usedBy = shuffled(FILES, 1)
      .slice(0, 20_000)
      .map((id) => `/api/admin/articles/list?page=0&size=20&mediaId=${id}`);
    const sample = await (await fetch(`${server.url}${pages[0]}`, { headers: { cookie } })).text();
    const { total } = JSON.parse(sample) as { total: number };
    if (total !== FILES) throw new Error(`${label}: ${total} files, expected ${FILES}`);
    const bodyFile = join(tmpdir(), `media-${process.pid}.json`);
    writeFileSync(bodyFile, sample);
    baseline = await startProcess('bench/staticServer.ts', { BODY_FILE: bodyFile });
    const staticTarget = { url: baseline.url, paths: ['/api/admin/clinicslist'] };
    const scenarios = [
      { name: `media list, ${pages.length} pages of ${PAGE} in random order`, paths: pages },
      { name: 'used by: articles of one image (mediaId), random images', paths: usedBy },
    ];
    await load(staticTarget, { seconds: 3 });
    await load(
      { url: server.url, paths: [...pages.slice(0, 200), ...usedBy.slice(0, 200)], inTurn: true, cookies: [cookie] },
      { seconds: 3 },
    );
    const rows: (string | number)[][] = [];
    const verdicts: string[] = [];
    for (const scenario of scenarios) {
      const { r, row } = await measureScenario(
        label,
        staticTarget,
        { url: server.url, cookies: [cookie] },
        { ...scenario, inTurn: true },
        SECONDS,
      );
      rows.push(row);
      verdicts.push(`${scenario.name}: p99 ${r.p99} ms (target <= ${TARGET_P99}): ${r.p99 <= TARGET_P99 ? 'met' : 'NOT met'}`);
    }
    return [
      `### ${label}`,
      '',
      `Baseline: a bare Fastify route answering the same ${sample.length} bytes (one list page). 10 connections; per scenario ${SECONDS} rounds of 1 s against the baseline and 1 s against the server, alternating.`,
      '',
      table(SCENARIO_COLUMNS, rows),
      '',
      ...verdicts.map((v) => `- ${v}`),
    ].join('\n');
  } finally {
    server?.stop();
    baseline?.stop();
  }
}

export async function benchMedia(): Promise<string> {
  const parts: string[] = [];
  const dir = join('bench', '.data', `media-${FILES}`);
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
      const url = await postgresDatabase(cluster.url, 'bench_media');
      const postgres = openPostgres(url);
      await migrate(postgres.db as Kysely<unknown>, 'postgres');
      await seed(postgres.db as Kysely<unknown>, 'postgres');
      await postgres.close();
      parts.push(await run('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: url }));
    } finally {
      cluster.stop();
    }
  }
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${FILES} media files and as many articles.\n\n${parts.join('\n\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeSection('Media library', await benchMedia());
  console.log('Written to docs/performance.md');
}
