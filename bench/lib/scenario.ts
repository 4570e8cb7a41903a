// One scenario of an HTTP bench: the server against the bare baseline in alternating 1-second
// rounds (lib/load.ts `interleaved`), refused if any request failed, with the report's table row
// (SCENARIO_COLUMNS) and a console line. The benches differ in their targets and verdicts only.
import { interleaved, type LoadResult, type Target } from './load';
import { fmt } from './report';

export type Scenario = { name: string; paths: string[]; inTurn?: boolean };

export const SCENARIO_COLUMNS = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'baseline req/s', 'baseline p99 ms', 'of baseline'];

export async function measureScenario(
  label: string,
  baseline: Target,
  server: Omit<Target, 'paths' | 'inTurn'>,
  scenario: Scenario,
  rounds: number,
): Promise<{ r: LoadResult; base: LoadResult; row: (string | number)[] }> {
  const target = { ...server, paths: scenario.paths, inTurn: scenario.inTurn };
  const { a: base, b: r } = await interleaved(baseline, target, { rounds, seconds: 1 });
  if (r.non2xx || r.errors) throw new Error(`${scenario.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const share = `${fmt((r.rps / base.rps) * 100)} %`;
  console.log(`${label} ${scenario.name}: ${fmt(r.rps, 0)} req/s, p99 ${r.p99} ms; baseline ${fmt(base.rps, 0)} req/s: ${share}`);
  return { r, base, row: [scenario.name, fmt(r.rps, 0), r.p50, r.p99, fmt(base.rps, 0), base.p99, share] };
}
