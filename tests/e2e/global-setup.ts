// Browser tests: builds the UI if stale, compiles the server, and starts it (as npm start does) on a
// free port with a fresh data directory and demo data, once per e2e worker. In CI a missing
// Chromium is a failure.
import { existsSync, mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../server/serverBuild';
import { buildUiIfStale } from '../../server/uiBuild';
import { CHROMIUM, E2E_WORKERS, RESTORE_ACCOUNT } from './browser';
import { type RunningServer, startServer } from './servers';

/** One server per e2e worker (E2E_WORKERS, as many as vitest.config.ts maxWorkers): files running side by side each
 * get a database of their own, so neither sees the other's half-done changes. */
const servers: RunningServer[] = [];

export async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    if (process.env.CI) throw new Error(`Chromium is required in CI (${CHROMIUM}): apt-get install chromium`);
    console.warn(`\n*** ${CHROMIUM} not found: browser tests are skipped ***\n`);
    project.provide('e2e', []);
    return;
  }
  buildUiIfStale();
  await buildServer();
  mkdirSync('test-results', { recursive: true });
  const started = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startWorkerServer(i + 1)));
  project.provide('e2e', started);
}

async function startWorkerServer(worker: number) {
  // A fourth account, for the password-restore flow, so that the demo accounts keep theirs.
  const server = await startServer(String(worker), { ADMIN_EMAIL: RESTORE_ACCOUNT, ADMIN_PASSWORD: 'restore-me-1' });
  servers.push(server);
  return { baseUrl: server.baseUrl, dataDir: server.dataDir };
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers, the n-th for the worker whose VITEST_POOL_ID is n (none without Chromium). */
    e2e: { baseUrl: string; dataDir: string }[];
  }
}
