// Runs the real server (compiled, as npm start runs it) or a baseline in a child process, so that
// the load generator and the server do not share one event loop.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildServer } from '../../server/serverBuild';
import { freePort } from '../../tests/support/postgres';

/** `pid`: the child's, for reading its memory (/proc/<pid>/status). */
/** `stop` answers once the child has exited (so that a database it uses may then be stopped). */
/** `logLines`: the lines the child has written to its standard output so far (with `log`). */
export type Running = { url: string; pid: number; stop: () => Promise<void>; logLines: () => number };

/** `log`: the child logs at info, as `npm start` does, into a pipe this process reads, as a log
 * collector would; without it, at warn into /dev/null. */
export type ProcessOptions = { log?: boolean };

async function waitUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/health-probe`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

/** `script`: a compiled module (.mjs) runs with plain node, a TypeScript one (a baseline) with tsx.
 * BENCH_PROFILE=<dir> has the compiled server write its CPU profile there when it stops (where a
 * bench's time goes: node's --cpu-prof is refused in NODE_OPTIONS). */
export async function startProcess(script: string, env: Record<string, string>, options: ProcessOptions = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    script.endsWith('.mjs')
      ? [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), script]
      : ['--import', 'tsx', script],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: options.log ? 'info' : 'warn' },
      stdio: ['ignore', options.log ? 'pipe' : 'ignore', 'inherit'],
    },
  );
  let lines = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(url, child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    logLines: () => lines,
  };
}

/** A line of a process's /proc status in MB: VmHWM (peak), VmRSS (now), RssAnon or RssFile (its
 * anonymous and file-backed parts now). */
type MemoryField = 'VmHWM' | 'VmRSS' | 'RssAnon' | 'RssFile';
export const memoryMb = (pid: number, field: MemoryField) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU time a process has used so far (user and system), in microseconds. */
export function cpuMicros(pid: number): number {
  // The fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS) * 1e6;
}

let bundle: Promise<string> | undefined;

/** The API server (server/main.ts), compiled once a run as `npm start` compiles it. */
export async function startServer(env: Record<string, string>, options: ProcessOptions = {}): Promise<Running> {
  bundle ??= buildServer();
  return startProcess(await bundle, env, options);
}

/** Signs in like the browser: CSRF token, then the multipart form; answers the Cookie header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const first = await fetch(`${url}/api/csrf-token`);
  const cookies = new Map(first.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  const form = new FormData();
  form.set('email', email);
  form.set('password', password);
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '' },
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  for (const c of login.headers.getSetCookie()) {
    const [k, v] = c.split(';')[0].split('=');
    cookies.set(k, v);
  }
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Samples the server's resident memory every 50 ms until stopped: the peaks of its anonymous
 * part (heap, buffers, caches) and of its file-backed part (code, mapped files). */
export function sampleMemory(pid: number) {
  const peak = { anon: 0, file: 0 };
  const read = () => {
    peak.anon = Math.max(peak.anon, memoryMb(pid, 'RssAnon'));
    peak.file = Math.max(peak.file, memoryMb(pid, 'RssFile'));
  };
  const timer = setInterval(read, 50);
  return () => {
    clearInterval(timer);
    read();
    return peak;
  };
}
