// Starts the real server (npm start's bundle, compiled by global-setup.ts) as a child process on a
// free port with a fresh data folder: the browser tests' one per worker (global-setup.ts), the
// nodes of a several-node deployment (nodes.test.ts) and a fresh catalogue's (clinics.test.ts).
// Its log goes to test-results/ for people to read when a test fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_BUNDLE } from '../../server/serverBuild';
import { freePort } from '../support/postgres';

/** `stop` ends the server and resolves once it has exited (so that its database may go next). */
export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

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

/** `name` names its log file; `env` adds to (or overrides) the defaults: demo data on SQLite. */
export async function startServer(name: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync('test-results', { recursive: true });
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', openSync(`test-results/e2e-server-${name}.log`, 'w'), 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
