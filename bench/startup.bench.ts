// The server's start-up time against the same server before issue 24 (the calls declared once):
// each compiled as `npm start` compiles it, started alternately on its own migrated, empty SQLite
// database (DEMO=0), timed from the process's spawn to the first answer on its port. The baseline
// is the base commit's server, built from a worktree in the same run. Target (issue 24):
// at most 5 % slower. Alone: `npx tsx bench/startup.bench.ts` (BENCH_STARTUP_BASE=<commit>,
// BENCH_ROUNDS=9).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../server/serverBuild';
import { freePort } from '../tests/support/postgres';
import { machine, table, writeSection } from './lib/report';

/** The last commit before the first declared call (926d210, "Calls are declared once"). */
const BASE = process.env.BENCH_STARTUP_BASE ?? '926d210^';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const TARGET = 1.05;
const root = resolve(import.meta.dirname, '..');

/** The base commit's server, compiled in a worktree of its own (the project's node_modules). */
function buildBase(): { bundle: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, BASE], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, ['--import', 'tsx', '-e', "await (await import('./server/serverBuild.ts')).buildServer()"], {
    cwd: dir,
    stdio: 'inherit',
  });
  return {
    bundle: join(dir, 'dist-server/main.mjs'),
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' }),
  };
}

/** Milliseconds from spawning the server to its first answer (any status), then stops it. */
async function startOnce(bundle: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${bundle} exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}/api/roles`);
        return performance.now() - started;
      } catch {
        await new Promise((done) => setTimeout(done, 2));
      }
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const base = buildBase();
const current = resolve(root, await buildServer());
const dirs = { base: mkdtempSync(join(tmpdir(), 'bench-startup-a-')), current: mkdtempSync(join(tmpdir(), 'bench-startup-b-')) };
try {
  // The first start migrates the empty database; the measured starts find it migrated.
  await startOnce(base.bundle, dirs.base);
  await startOnce(current, dirs.current);
  const times = { base: [] as number[], current: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    times.base.push(await startOnce(base.bundle, dirs.base));
    times.current.push(await startOnce(current, dirs.current));
  }
  const ratio = median(times.current) / median(times.base);
  const met = ratio <= TARGET;
  const rows = (['base', 'current'] as const).map((which) => [
    which === 'base' ? `before issue 24 (${BASE})` : 'now',
    Math.round(median(times[which])),
    Math.round(Math.min(...times[which])),
    Math.round(Math.max(...times[which])),
  ]);
  const summary = `median ${Math.round(median(times.current))} ms, ${(ratio * 100).toFixed(1)} % of the server before issue 24 (target <= ${TARGET * 100} %): ${met ? 'met' : 'NOT MET'}`;
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.`,
    '',
    `From spawning \`node dist-server/main.mjs\` (SQLite, migrated and empty, DEMO=0) to the first answer on its port; ${ROUNDS} starts of each, alternating; the baseline is the server of the commit before the first declared call, compiled in the same run.`,
    '',
    table(['server', 'median ms', 'min ms', 'max ms'], rows),
    '',
    summary,
  ].join('\n');
  console.log(body);
  writeSection('Server start-up', body);
  process.exitCode = met ? 0 : 1;
} finally {
  base.remove();
  for (const dir of Object.values(dirs)) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
