// HTTP load from autocannon: a fixed number of connections for a fixed time against one or
// more paths (cycled), reporting throughput and latency percentiles. `interleaved` alternates
// short slices of two targets, so that both see the same machine: the machine is shared, and
// other work comes and goes within seconds.
import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; errors: number; non2xx: number };
/** `inTurn`: the paths are handed out one after another across all connections (each
 * connection otherwise cycles through them from the first, in step with the others).
 * `cookies`: handed out one after another across all requests (several staff signed in).
 * `headers`: sent with every request (a browser's Accept-Encoding). */
export type Target = { url: string; paths: string[]; inTurn?: boolean; cookies?: string[]; headers?: Record<string, string> };
type Slice = { latencies: number[]; ms: number; errors: number; non2xx: number };

async function slice(target: Target, seconds: number, connections: number): Promise<Slice> {
  const latencies: number[] = [];
  let nextPath = 0;
  let nextCookie = 0;
  const { cookies } = target;
  const withCookie = (request: autocannon.Request) =>
    cookies ? { ...request, headers: { ...request.headers, cookie: cookies[nextCookie++ % cookies.length] } } : request;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: target.url,
      connections,
      headers: target.headers,
      duration: seconds,
      requests: target.inTurn
        ? [
            {
              method: 'GET' as const,
              setupRequest: (request: autocannon.Request) =>
                withCookie({ ...request, path: target.paths[nextPath++ % target.paths.length] }),
            },
          ]
        : target.paths.map((path) => ({ method: 'GET' as const, path, ...(cookies && { setupRequest: withCookie }) })),
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  return { latencies, ms: performance.now() - started, errors: result.errors, non2xx: result.non2xx };
}

function summary(slices: Slice[]): LoadResult {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const ms = slices.reduce((sum, s) => sum + s.ms, 0);
  return {
    rps: (latencies.length / ms) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    requests: latencies.length,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
  };
}

export async function load(target: Target, options: { connections?: number; seconds?: number } = {}): Promise<LoadResult> {
  return summary([await slice(target, options.seconds ?? 10, options.connections ?? 10)]);
}

/** `rounds` times: a slice of `a`, then a slice of `b`; answers both summaries. */
export async function interleaved(a: Target, b: Target, options: { rounds: number; seconds: number; connections?: number }) {
  const slices: { a: Slice[]; b: Slice[] } = { a: [], b: [] };
  for (let round = 0; round < options.rounds; round++) {
    slices.a.push(await slice(a, options.seconds, options.connections ?? 10));
    slices.b.push(await slice(b, options.seconds, options.connections ?? 10));
  }
  return { a: summary(slices.a), b: summary(slices.b) };
}
