// A CSV export made in two threads writes exactly the bytes of the one-thread export (issue 27
// point 2; server/services/export/csvInTwoThreads.ts): the compiled server (as `npm start` runs it,
// the worker's module beside it) on a demo catalogue of a few thousand clinics, on each database,
// downloaded with the worker and with it turned off (EXPORT_CSV_WORKER=0), under several filters,
// chosen columns and both languages. The worker made some batches of each (the server's log says
// how many), and a list refused by its call is refused the same way.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../../bench/lib/server';
import { buildServer } from '../../server/serverBuild';
import { type RunningServer, startServer } from '../e2e/servers';
import { dialects } from '../support/testApp';

/** Three full batches of 1,000 and a shorter one (services/export/clinicsExportRead.ts). */
const CLINICS = '3400';
const DEMO = { email: 'admin@demo.local', password: 'admin-demo' };

/** The exports compared: the whole list, the list's default, filters, and a choice of columns. */
const QUERIES = [
  'hideDeactive=false',
  'hideDeactive=true',
  'hideDeactive=false&locals=EN',
  'hideDeactive=false&completion=1.RU.incomplete',
  'hideDeactive=false&q=%D0%BA%D0%BB%D0%B8%D0%BD%D0%B8%D0%BA%D0%B0',
  'hideDeactive=false&columns=id,state,ll10n.{LANG}.name',
];

/** A database of its own on the tests' PostgreSQL. */
async function pgDatabase(): Promise<string> {
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

async function csvOf(url: string, cookie: string, query: string) {
  const res = await fetch(`${url}/api/export/clinics?format=csv&${query}`, { headers: { cookie } });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

async function signedIn(url: string, lang: 'ru' | 'en'): Promise<string> {
  const cookie = await signIn(url, DEMO.email, DEMO.password);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const res = await fetch(`${url}/api/change-locale?lang=${lang}`, { method: 'POST', headers: { cookie, 'x-xsrf-token': xsrf } });
  if (!res.ok) throw new Error(`change-locale: ${res.status}`);
  return cookie;
}

/** The downloads of every query in both languages, by "lang query". */
async function downloads(server: RunningServer) {
  const made: Record<string, { status: number; body: Buffer }> = {};
  for (const lang of ['ru', 'en'] as const) {
    const cookie = await signedIn(server.baseUrl, lang);
    for (const query of [...QUERIES, 'hideDeactive=false&completion=nonsense'])
      made[`${lang} ${query}`] = await csvOf(server.baseUrl, cookie, query);
  }
  return made;
}

/** The batches the worker made, as the server logged them. */
const byWorker = (name: string) =>
  readFileSync(`test-results/e2e-server-${name}.log`, 'utf8')
    .split('\n')
    .filter((line) => line.includes("the export's batches, by thread"))
    .map((line) => JSON.parse(line) as { batches: number; byWorker: number });

beforeAll(async () => {
  await buildServer();
});

describe.each(dialects())('a CSV export in two threads on $name', (dialect) => {
  let oneThread: Awaited<ReturnType<typeof downloads>>;
  let twoThreads: Awaited<ReturnType<typeof downloads>>;
  const name = `two-threads-${dialect.name}`;

  beforeAll(async () => {
    // Both servers on one data folder (and database): the first start loads the demo catalogue,
    // the second, once the first has stopped, serves the same clinics.
    const dataDir = mkdtempSync(join(tmpdir(), 'export-two-threads-'));
    const env = {
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_CLINICS: CLINICS,
      ...(dialect.name === 'postgres' ? { DATABASE_URL: await pgDatabase() } : {}),
    };
    try {
      const first = await startServer(`${name}-off`, { ...env, EXPORT_CSV_WORKER: '0' });
      try {
        oneThread = await downloads(first);
      } finally {
        await first.stop();
      }
      const second = await startServer(name, { ...env, EXPORT_CSV_WORKER: 'wait' });
      try {
        twoThreads = await downloads(second);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);

  it('writes the same bytes as one thread, under every filter and in both languages', () => {
    for (const [key, one] of Object.entries(oneThread)) {
      const two = twoThreads[key];
      expect(two.status, key).toBe(one.status);
      expect(two.body.equals(one.body), key).toBe(true);
    }
    // Real exports: thousands of lines, and a refused filter refused.
    expect(oneThread['ru hideDeactive=false'].body.toString().split('\r\n').length).toBeGreaterThan(3000);
    expect(oneThread['en hideDeactive=false'].body.toString()).toContain('Clinic');
    expect(oneThread['ru hideDeactive=false&completion=nonsense'].status).toBe(400);
  });

  it('has the worker make some of the batches', () => {
    const shares = byWorker(name);
    expect(shares.length).toBeGreaterThanOrEqual(QUERIES.length);
    const whole = shares.filter((share) => share.batches === 4);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((share) => share.byWorker > 0 && share.byWorker < share.batches)).toBe(true);
    expect(byWorker(`${name}-off`)).toEqual([]);
  });
});
