// While a clinics report is being written, V8's old generation may grow to at most twice what the
// last full collection left (--heap-growing-percent=100, Go's default), instead of up to four times.
// The report's rows reach the old generation while they wait for PostgreSQL and the compressor,
// and at V8's own factor its peak on PostgreSQL was 270 MB instead of 190. Only during reports:
// for the whole process it cost the media list 4-6 ms more at p99 (more full collections under
// load). V8 applies the factor at its next full collection, so the first report starts with one
// (about 25 ms); until then the limit computed before would hold. docs/decisions.md "Clinics
// report, round 3".
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;
let running = 0;

/** A full collection now: `gc`, taken from a fresh context once V8 exposes it. */
function collectGarbage() {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

export async function withBoundedHeapGrowth<T>(run: () => Promise<T>): Promise<T> {
  if (running++ === 0) {
    setFlagsFromString('--heap-growing-percent=100');
    collectGarbage();
  }
  try {
    return await run();
  } finally {
    // 0 is V8's default: its own factor, from the collector's speed.
    if (--running === 0) setFlagsFromString('--heap-growing-percent=0');
  }
}
