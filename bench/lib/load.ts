// HTTP load from autocannon: a fixed number of connections for a fixed time against one or
// more paths (cycled), reporting throughput and latency percentiles.
import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; errors: number; non2xx: number };

export async function load(
  baseUrl: string,
  paths: string[],
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: options.headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
