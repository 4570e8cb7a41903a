// Browser tests: builds the UI if stale and starts the real server (npm start's code) on a
// free port with a fresh data directory and demo data, once per e2e worker. In CI a missing
// Chromium is a failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildUiIfStale } from '../../server/uiBuild';
import { freePort } from '../support/postgres';
import { CHROMIUM, E2E_WORKERS, RESTORE_ACCOUNT } from './browser';

/** One server per e2e worker (E2E_WORKERS, as many as vitest.config.ts maxWorkers): files running side by side each
 * get a database of their own, so neither sees the other's half-done changes. */
const servers: { child: ChildProcess; dataDir: string }[] = [];

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/roles`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 60 s');
}

export async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    if (process.env.CI) throw new Error(`Chromium is required in CI (${CHROMIUM}): apt-get install chromium`);
    console.warn(`\n*** ${CHROMIUM} not found: browser tests are skipped ***\n`);
    project.provide('e2e', []);
    return;
  }
  buildUiIfStale();
  mkdirSync('test-results', { recursive: true });
  const started = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startServer(i + 1)));
  project.provide('e2e', started);
}

async function startServer(worker: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // A fourth account, for the password-restore flow, so that the demo accounts keep theirs.
      ADMIN_EMAIL: RESTORE_ACCOUNT,
      ADMIN_PASSWORD: 'restore-me-1',
    },
    // The server's log is kept for people to read when a browser test fails.
    stdio: ['ignore', openSync(`test-results/e2e-server-${worker}.log`, 'w'), 'inherit'],
  });
  servers.push({ child, dataDir });
  await waitUntilUp(baseUrl, child);
  return { baseUrl, dataDir };
}

export async function teardown() {
  for (const { child, dataDir } of servers) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers, the n-th for the worker whose VITEST_POOL_ID is n (none without Chromium). */
    e2e: { baseUrl: string; dataDir: string }[];
  }
}
