// Browser tests: builds the UI if stale and starts the real server (npm start's code) on a
// free port with a fresh data directory and demo data. In CI a missing Chromium is a failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildUiIfStale } from '../../server/uiBuild';
import { freePort } from '../support/postgres';
import { CHROMIUM, RESTORE_ACCOUNT } from './browser';

let server: ChildProcess | undefined;
let dataDir = '';
const serverLog = 'test-results/e2e-server.log';

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
    project.provide('e2e', { baseUrl: '', dataDir: '' });
    return;
  }
  buildUiIfStale();
  mkdirSync('test-results', { recursive: true });
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
    stdio: ['ignore', openSync(serverLog, 'w'), 'inherit'],
  });
  await waitUntilUp(baseUrl, server);
  project.provide('e2e', { baseUrl, dataDir });
}

export async function teardown() {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; dataDir: string };
  }
}
