// Bulk actions (issue 27 point 3): 1,000 clinics hidden in English by one POST
// /api/bulk/clinics/hideEN, each with the version the list showed, against the real server on
// SQLite at BENCH_CLINICS clinics (100k, the report's data set). The baseline, measured in the
// same run on the same server, is what the list does without bulk actions: 1,000 single calls of
// the visibility switch (POST /api/admin/toggleclinic), one after the other, over 1,000 other
// clinics. Target: the bulk action within 2 s; missed, the run fails. Each record is its own
// transaction with its version check and history row in both. Alone: `npx tsx bench/bulk.bench.ts`.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openSqlite } from '../server/db/kysely';
import { migrate } from '../server/db/migrate';
import { CLINICS } from './lib/dataset';
import { fmt, machine, table } from './lib/report';
import { signIn, startServer } from './lib/server';
import { seed } from './report.bench';

const ADMIN = { email: 'bench@bench.local', password: 'bench-pass-1' };
const RECORDS = 1000;
const TARGET_SECONDS = 2;

type Session = { url: string; cookie: string; csrf: string };
type Listed = { id: number; hash: string; updated: number };

/** A page of the clinics list, as the screen reads it: ids, hashes and the versions shown. */
async function listed(session: Session, page: number): Promise<Listed[]> {
  const res = await fetch(`${session.url}/api/admin/clinicslist?page=${page}&size=${RECORDS}&hideDeactive=false`, {
    headers: { cookie: session.cookie },
  });
  if (!res.ok) throw new Error(`list: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { clinics: Listed[] }).clinics;
}

async function bulkHide(session: Session, clinics: Listed[]): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${session.url}/api/bulk/clinics/hideEN`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: clinics.map((c) => c.id), versions: Object.fromEntries(clinics.map((c) => [c.id, c.updated])) }),
  });
  const answer = (await res.json()) as { done: number[]; skipped: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok || answer.done.length !== clinics.length) throw new Error(`bulk: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return seconds;
}

async function singleHides(session: Session, clinics: Listed[]): Promise<number> {
  const started = performance.now();
  for (const clinic of clinics) {
    const form = new FormData();
    form.set('hash', clinic.hash);
    form.set('locals', 'EN');
    form.set('visible', 'false');
    const res = await fetch(`${session.url}/api/admin/toggleclinic`, {
      method: 'POST',
      body: form,
      headers: { cookie: session.cookie, 'x-xsrf-token': session.csrf },
    });
    if (!res.ok) throw new Error(`toggleclinic: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  return (performance.now() - started) / 1000;
}

export async function benchBulk(): Promise<{ text: string; met: boolean }> {
  const dir = join('bench', '.data', `bulk-${CLINICS}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const handle = openSqlite(join(dir, 'app.db'));
  await migrate(handle.db as Kysely<unknown>, 'sqlite');
  await seed(handle.db as Kysely<unknown>, 'sqlite');
  await handle.close();
  const server = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: '',
    DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const csrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const session = { url: server.url, cookie, csrf };
    // Warm-up on clinics neither measure touches: statements prepared, code compiled.
    const warm = await listed(session, 3);
    await bulkHide(session, warm.slice(0, 100));
    await singleHides(session, warm.slice(100, 200));
    const bulkSeconds = await bulkHide(session, await listed(session, 0));
    const singleSeconds = await singleHides(session, await listed(session, 1));
    const met = bulkSeconds <= TARGET_SECONDS;
    console.log(
      `SQLite: ${RECORDS} clinics in one bulk action ${fmt(bulkSeconds)} s (target <= ${TARGET_SECONDS}), ${RECORDS} single calls ${fmt(singleSeconds)} s, ${fmt(singleSeconds / bulkSeconds)}x faster`,
    );
    const rows = [
      [`one bulk action over ${RECORDS} clinics, s`, fmt(bulkSeconds), `<= ${TARGET_SECONDS}`, met ? 'met' : 'NOT met'],
      [`${RECORDS} single calls, one after the other (baseline), s`, fmt(singleSeconds), '', ''],
      ['baseline / bulk', `${fmt(singleSeconds / bulkSeconds)}x`, '', ''],
    ];
    const intro = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${CLINICS} clinics on SQLite, the real server in its own process after a warm-up; each record in its own transaction with its version check and history row in both ways.`;
    return { text: [intro, '', table(['measure', 'value', 'target', ''], rows)].join('\n'), met };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text, met } = await benchBulk();
  console.log(`\n${text}`);
  if (!met) process.exitCode = 1;
}
