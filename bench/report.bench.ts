// The general clinics report (issue 15 point 2) at BENCH_CLINICS clinics (100k): GET
// /api/admin/xlsadmin downloaded from the real server, against exceljs writing the same rows from
// memory (an in-memory Workbook and xlsx.write) in the same run. Targets: >= 25,000 rows/s, >= 50 %
// of the in-memory rate, <= 256 MB peak RSS of the server, first byte within 1 s, on both engines.
// Alone: `npx tsx bench/report.bench.ts` (BENCH_PG=0 to skip PostgreSQL).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../server/db/dialect';
import { type DbHandle, openPostgres, openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { reportPage } from '../server/repositories/clinicReport';
import { reportColumns } from '../server/services/reports/clinicReportColumns';
import { startCluster } from '../tests/support/postgres';
import { CLINICS } from './lib/dataset';
import { fmt, machine, table, writeSection } from './lib/report';
import { memoryMb, type Running, sampleMemory, signIn, startServer } from './lib/server';
import { postgresDatabase } from './sync.bench';

const ADMIN = { email: 'bench@bench.local', password: 'bench-pass-1' };
const TARGETS = { rowsPerSecond: 25_000, ofMemory: 50, rssMb: 256, firstByteMs: 1000 };

const series = (n: number) => `with recursive s(n) as (select 1 union all select n + 1 from s where n < ${n})`;

/** Clinics with both languages' names (every 7th hidden in EN, every 11th with a formula-like
 * name), review marks on three sections in RU and one in EN, and a module for every third. */
export async function seed(db: Kysely<unknown>, dialect: DialectName) {
  const now = Date.now();
  const digits = dialect === 'postgres' ? `lpad(n::text, 12, '0')` : `substr('000000000000' || n, -12, 12)`;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(
    `${series(CLINICS)} insert into clinics (orig_id, hash, slug, state, country, region, by_medimost, agreement, direct_lead, recommended, created, updated)
     select n, '00000000-0000-4000-8000-' || ${digits}, 'clinic-' || n, 'ACTIVE', 'RUSSIA', n % 90 + 1, 0, 0, 0, 0, ${now}, ${now} + n from s`,
  );
  for (const [lang, visible, name] of [
    ['RU', '1', `case when c.id % 11 = 0 then '=HYPERLINK("x")' else 'Клиника «Здоровье» № ' || c.id end`],
    ['EN', 'case when c.id % 7 = 0 then 0 else 1 end', `'Health clinic No. ' || c.id`],
  ]) {
    await run(
      `insert into clinic_l10n (clinic_id, lang, visible, name, short_name, search_name, city, address, phone, email, website)
       select c.id, '${lang}', ${visible}, ${name}, 'Клиника ' || c.id, 'клиника ' || c.id, 'Москва', 'ул. Примерная, 1', '+7 495 000-00-00', 'info@clinic.ru', 'clinic.ru' from clinics c`,
    );
  }
  for (const [section, lang] of [
    [1, 'RU'],
    [2, 'RU'],
    [3, 'RU'],
    [1, 'EN'],
  ]) {
    await run(
      `insert into complete_edit (clinic_id, section, lang, cd, rd, state) select id, ${section}, '${lang}', ${now}, ${now} + 1, 'complete' from clinics`,
    );
  }
  await run(
    `insert into clinic_modules (orig_id, clinic_id, module, connection, state, created, updated)
     select id, id, 'MAIN', 'PAYD', 'ACTIVE', ${now}, ${now} from clinics where id % 3 = 0`,
  );
  if (dialect === 'postgres') await run('vacuum analyze');
}

/** A sink that drops what it is given. */
const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** The same rows as the report, all read into memory first, then written by exceljs's in-memory workbook. */
async function inMemory(handle: DbHandle): Promise<{ rowsPerSecond: number; seconds: number }> {
  const columns = reportColumns('RU');
  const rows: unknown[][] = [];
  let after = 0;
  for (;;) {
    const clinics = await reportPage({ db: handle.db, dialect: handle.dialect }, after, 2000, 'RU');
    for (const clinic of clinics) rows.push(columns.map((column) => column.value(clinic)));
    if (clinics.length < 2000) break;
    after = clinics[clinics.length - 1].id;
  }
  const started = performance.now();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clinics');
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.addRows(rows);
  await workbook.xlsx.write(sink());
  const seconds = (performance.now() - started) / 1000;
  return { rowsPerSecond: rows.length / seconds, seconds };
}

async function download(server: Running, cookie: string) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/xlsadmin?locals=RU`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`report: ${res.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += (chunk as Uint8Array).length;
  }
  return { firstByteMs: firstByte, seconds: (performance.now() - started) / 1000, bytes };
}

async function run(label: string, env: Record<string, string>, handle: DbHandle) {
  let server: Running | undefined;
  try {
    server = await startServer({ ...env, DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const idle = memoryMb(server.pid, 'VmHWM');
    await download(server, cookie); // warm-up: statements prepared, code compiled
    const stopSampling = sampleMemory(server.pid);
    const streamed = await download(server, cookie);
    const sampled = stopSampling();
    const rss = memoryMb(server.pid, 'VmHWM');
    const memory = await inMemory(handle);
    const rowsPerSecond = CLINICS / streamed.seconds;
    const ofMemory = (rowsPerSecond / memory.rowsPerSecond) * 100;
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `${label}: ${fmt(rowsPerSecond, 0)} rows/s (${fmt(ofMemory)} % of in-memory), first byte ${fmt(streamed.firstByteMs, 0)} ms, peak RSS ${fmt(rss, 0)} MB`,
    );
    return [
      `### ${label}`,
      '',
      table(
        ['measure', 'value', 'target', ''],
        [
          [
            'streamed download, rows/s',
            fmt(rowsPerSecond, 0),
            `>= ${TARGETS.rowsPerSecond}`,
            verdict(rowsPerSecond >= TARGETS.rowsPerSecond),
          ],
          ['exceljs in memory (baseline), rows/s', fmt(memory.rowsPerSecond, 0), '', ''],
          ['streamed / in memory', `${fmt(ofMemory)} %`, `>= ${TARGETS.ofMemory} %`, verdict(ofMemory >= TARGETS.ofMemory)],
          [
            'first byte, ms',
            fmt(streamed.firstByteMs, 0),
            `<= ${TARGETS.firstByteMs}`,
            verdict(streamed.firstByteMs <= TARGETS.firstByteMs),
          ],
          ['server peak RSS, MB', fmt(rss, 0), `<= ${TARGETS.rssMb}`, verdict(rss <= TARGETS.rssMb)],
          ['server peak RSS before any report, MB', fmt(idle, 0), '', ''],
          [
            'of which, sampled during the download: anonymous / file-backed peak, MB',
            `${fmt(sampled.anon, 0)} / ${fmt(sampled.file, 0)}`,
            '',
            '',
          ],
          ['download, s / size, MB', `${fmt(streamed.seconds)} / ${fmt(streamed.bytes / 1e6)}`, '', ''],
        ],
      ),
    ].join('\n');
  } finally {
    server?.stop();
  }
}

export async function benchReport(): Promise<string> {
  const parts: string[] = [];
  const dir = join('bench', '.data', `report-${CLINICS}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sqlite = openSqlite(join(dir, 'app.db'));
  await migrate(sqlite.db as Kysely<unknown>, 'sqlite');
  await seed(sqlite.db as Kysely<unknown>, 'sqlite');
  parts.push(await run('SQLite', { DATA_DIR: dir, DATABASE_URL: '' }, sqlite));
  await sqlite.close();
  if (process.env.BENCH_PG !== '0') {
    const cluster = await startCluster();
    if (!cluster) throw new Error('PostgreSQL binaries not found (set BENCH_PG=0 to skip)');
    try {
      const url = await postgresDatabase(cluster.url, 'bench_report');
      const postgres = openPostgres(url);
      await migrate(postgres.db as Kysely<unknown>, 'postgres');
      await seed(postgres.db as Kysely<unknown>, 'postgres');
      parts.push(await run('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: url }, postgres));
      await postgres.close();
    } finally {
      cluster.stop();
    }
  }
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${CLINICS} clinics (both languages, 4 review marks each, a module for every third). The server is the real one in its own process; the baseline is exceljs writing the same rows from an in-memory workbook in the bench process, measured in the same run. One warm-up download first.\n\n${parts.join('\n\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeSection('Clinics report', await benchReport());
  console.log('Written to docs/performance.md');
}
