// `npm run test:stress [-- --runs=N]`: the browser tests as a slow office computer on a busy machine
// would run them: every page's CPU slowed 4x (Chromium's Emulation.setCPUThrottlingRate, set by
// browser.ts from E2E_CPU_SLOWDOWN) while another process keeps one core busy. N runs in a row
// (1 by default), each timed; it stops at the first failure and exits with its code.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);

/** A process that keeps one core busy until it is killed. */
const busyCore = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

const busy = busyCore();
const stop = () => busy.kill('SIGKILL');
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

let code = 0;
for (let run = 1; run <= runs && code === 0; run++) {
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e'], {
    stdio: 'inherit',
    env: { ...process.env, E2E_CPU_SLOWDOWN: process.env.E2E_CPU_SLOWDOWN ?? '4' },
  });
  code = result.status ?? 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`stress run ${run} of ${runs}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
process.exit(code);
