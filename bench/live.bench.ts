// Live updates (issue 16 point 6): with 500 managers' sockets open, the time from a lead posted
// through the portal's endpoint to its 'leads' message on every socket (p99 <= 100 ms), and the
// server's RSS cost of 2,000 idle sockets (<= 200 MB); on one node (SQLite) and across two nodes
// on one PostgreSQL (half the sockets on each, the lead posted to the first). Baseline, same run:
// a bare `ws` server broadcasting the same text on a POST (bench/wsBaseline.ts).
// Sessions are written straight into the database (signing in 2,000 times would bench scrypt).
// Alone: `npx tsx bench/live.bench.ts` (BENCH_PG=0 to skip PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { type DbHandle, openPostgres, openSqlite } from '../server/db/kysely';
import { createSession } from '../server/repositories/sessions';
import { createUser } from '../server/repositories/users';
import { startCluster } from '../tests/support/postgres';
import { fmt, machine, table, writeSection } from './lib/report';
import { memoryMb, type Running, startProcess, startServer } from './lib/server';
import { postgresDatabase } from './sync.bench';

const MANAGERS = Number(process.env.BENCH_LIVE_SOCKETS ?? 500);
const IDLE = Number(process.env.BENCH_LIVE_IDLE ?? 2000);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 20);
const SESSION_POLICY = { idleMinutes: 120, maxHours: 12 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Cookie headers of `count` signed-in manager sessions (none for the baseline). */
async function managerCookies(handle: DbHandle, count: number): Promise<string[]> {
  const user = await createUser(handle.db, {
    email: `bench.manager.${Date.now()}@bench.local`,
    name: 'Bench Manager',
    roles: ['MANAGER'],
    passwordHash: null,
    state: 'ACTIVE',
  });
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const { secret } = await createSession(handle.db, { userId: user.id, lang: 'ru' }, SESSION_POLICY);
    cookies.push(`SESSION=${secret}`);
  }
  return cookies;
}

/** Opens sockets to the servers in turn, 100 at a time. */
async function connect(urls: string[], cookies: (string | undefined)[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < cookies.length; i += 100) {
    const batch = cookies.slice(i, i + 100).map((cookie, j) => {
      const url = urls[(i + j) % urls.length];
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket`, { headers: { origin: url, ...(cookie ? { cookie } : {}) } });
      return new Promise<WebSocket>((resolve, reject) => {
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
        socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Per round: POST a lead, then the time until each socket has its 'leads' message. */
async function deliveries(post: () => Promise<unknown>, sockets: WebSocket[]): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const arrived = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const onMessage = (data: unknown) => {
            if (!String(data).includes('"leads"')) return;
            times.push(performance.now() - start);
            socket.off('message', onMessage);
            resolve();
          };
          socket.on('message', onMessage);
        }),
    );
    await post();
    await Promise.all(arrived);
    await pause(50);
  }
  return times;
}

const postLead = (url: string) => () =>
  fetch(`${url}/api/public/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Бенч Пациент', phone: '+7 900 000-00-00', email: 'bench@bench.local', gender: 'FEMALE' }),
  }).then((answer) => {
    if (!answer.ok) throw new Error(`lead refused: ${answer.status}`);
  });

type Setup = {
  name: string;
  servers: Running[];
  cookies: (count: number) => Promise<(string | undefined)[]>;
  post: () => Promise<unknown>;
};
type Result = { name: string; p50: number; p99: number; idleMb: number; idlePerSocketKb: number; rssMb: number };

async function measure(setup: Setup): Promise<Result> {
  const urls = setup.servers.map((server) => server.url);
  await setup.post(); // warm-up: first statements prepared, first message built
  // Idle first, on servers that have not yet held many sockets (RSS rarely shrinks back).
  await pause(1000);
  const total = () => setup.servers.reduce((sum, server) => sum + memoryMb(server.pid, 'VmRSS'), 0);
  const before = total();
  // The peak while they open and settle: an upper bound, not a lucky moment after a collection.
  let after = before;
  const sampler = setInterval(() => {
    after = Math.max(after, total());
  }, 50);
  const idle = await connect(urls, await setup.cookies(IDLE));
  await pause(3000);
  clearInterval(sampler);
  const idleMb = after - before;
  for (const socket of idle) socket.terminate();
  const managers = await connect(urls, await setup.cookies(MANAGERS));
  await pause(500);
  const times = await deliveries(setup.post, managers);
  for (const socket of managers) socket.terminate();
  return {
    name: setup.name,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    idleMb,
    idlePerSocketKb: (idleMb * 1024) / IDLE,
    rssMb: after,
  };
}

async function baseline(): Promise<Result> {
  const server = await startProcess('bench/wsBaseline.ts', {});
  try {
    return await measure({
      name: 'bare ws server (baseline)',
      servers: [server],
      cookies: async (n) => Array(n).fill(undefined),
      post: () => fetch(server.url, { method: 'POST' }),
    });
  } finally {
    await server.stop();
  }
}

const serverEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DEMO: '0',
  DATABASE_URL: '',
  LEAD_MAX_PER_ADDRESS: '1000000',
  PUBLIC_URL: 'http://127.0.0.1',
  ...extra,
});

async function oneNode(): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  const server = await startServer(serverEnv(dataDir));
  const handle = openSqlite(join(dataDir, 'app.db'));
  try {
    return await measure({
      name: 'one node, SQLite',
      servers: [server],
      cookies: (n) => managerCookies(handle, n),
      post: postLead(server.url),
    });
  } finally {
    await server.stop();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoNodes(clusterUrl: string): Promise<Result> {
  const url = await postgresDatabase(clusterUrl, 'bench_live');
  const dirs = [mkdtempSync(join(tmpdir(), 'bench-live-a-')), mkdtempSync(join(tmpdir(), 'bench-live-b-'))];
  const servers: Running[] = [];
  for (const dir of dirs) servers.push(await startServer(serverEnv(dir, { DATABASE_URL: url })));
  const handle = openPostgres(url);
  try {
    return await measure({
      name: 'two nodes, PostgreSQL',
      servers,
      cookies: (n) => managerCookies(handle, n),
      post: postLead(servers[0].url),
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await handle.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [await baseline(), await oneNode()];
  const cluster = process.env.BENCH_PG === '0' ? undefined : await startCluster();
  try {
    if (cluster) results.push(await twoNodes(cluster.url));
  } finally {
    cluster?.stop();
  }
  const [base] = results;
  const rows = results.map((r) => [
    r.name,
    fmt(r.p50),
    fmt(r.p99),
    r === base ? '1.0' : fmt(r.p99 / base.p99),
    r === base || r.p99 <= 100 ? (r === base ? '' : 'yes') : 'NO',
    fmt(r.idleMb, 0),
    fmt(r.idlePerSocketKb),
    fmt(r.rssMb, 0),
    r === base || r.idleMb <= 200 ? (r === base ? '' : 'yes') : 'NO',
  ]);
  const body = `${machine()}. ${MANAGERS} manager sockets, ${ROUNDS} leads posted one after another (${MANAGERS * ROUNDS} deliveries per row): the time from the POST to each socket's 'leads' message. Before that, on the fresh servers, ${IDLE} idle sockets: the servers' peak RSS growth while they opened and for 3 s after, and that peak (both nodes summed). The growth is what the sockets cost beyond the heap the server already had; V8 does not give memory back at once, so it is measured before the deliveries.

${table(['server', 'p50 ms', 'p99 ms', 'p99 vs baseline', 'p99 <= 100 ms', `RSS for ${IDLE} idle, MB`, 'KB per socket', 'peak RSS, MB', '<= 200 MB'], rows)}
`;
  console.log(body);
  writeSection('Live updates (issue 16 point 6)', body);
}

await main();
