// While a clinics report is being written, V8's old generation may grow to at most twice what the
// last full collection left (--heap-growing-percent=100, Go's default), instead of up to four times.
// The report's rows reach the old generation while they wait for PostgreSQL and the compressor,
// and at V8's own factor its peak on PostgreSQL was 270 MB instead of 190. Only during reports:
// for the whole process it cost the media list 4-6 ms more at p99 (more full collections under
// load). docs/decisions.md "Clinics report, round 3".
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
let running = 0;

export async function withBoundedHeapGrowth<T>(run: () => Promise<T>): Promise<T> {
  if (running++ === 0) {
    setFlagsFromString('--heap-growing-percent=100');
    collect();
  }
  try {
    return await run();
  } finally {
    // 0 is V8's default: its own factor, from the collector's speed.
    if (--running === 0) setFlagsFromString('--heap-growing-percent=0');
  }
}
