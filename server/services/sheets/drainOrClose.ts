// Waiting on a stream's back-pressure while its client may go away: the writers of the report and
// of the exports pause here rather than pile their output up in memory.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Until `stream` drains or `out` closes, whichever comes first; the other listener is removed. */
export async function drainOrClose(stream: Writable, out: Writable) {
  const stop = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}
