import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';

/** A loader that records the keys of every statement it was asked to run. */
function recording() {
  const statements: string[][] = [];
  const lookup = coalesced(async (keys: string[]) => {
    statements.push(keys);
    return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
  });
  return { statements, lookup };
}

describe('lookups coalesced per turn of the event loop', () => {
  it('answers the lookups of one turn with one statement over their distinct keys', async () => {
    const { statements, lookup } = recording();
    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(statements).toEqual([['a', 'b', 'missing']]);
  });

  it('never answers a lookup with a statement sent before it was asked', async () => {
    const { statements, lookup } = recording();
    const first = lookup('a');
    await new Promise((resolve) => setImmediate(resolve));
    // The first statement is on its way: this lookup waits for a statement of its own.
    const second = lookup('a');
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
    expect(statements).toEqual([['a'], ['a']]);
  });

  it('fails every lookup of a statement that failed, and the next turn tries again', async () => {
    let fail = true;
    const lookup = coalesced(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k]));
    });
    const failed = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookup('a')).toBe('a');
  });
});
