import { describe, expect, it, vi } from 'vitest';
import { BULK_MAX } from '../../../../resources/bulk/calls';
import { type BulkCall, runInParts, shownVersions } from './bulkRun';

describe('a bulk run', () => {
  it('sends the versions the selected rows showed, and none for a row not shown', () => {
    const rows = [
      { id: 1, updated: 100 },
      { id: 2, updated: 200 },
      { id: 3, updated: 'x' },
    ];
    expect(shownVersions([1, 3, 9], rows)).toEqual({ 1: 100 });
  });

  it('splits more than BULK_MAX ids into calls, one after the other, and joins their answers', async () => {
    const ids = Array.from({ length: BULK_MAX + 2 }, (_, i) => i + 1);
    const call = vi.fn<BulkCall>(async ({ ids: part }) => ({ done: part.slice(1), skipped: [{ id: part[0], reason: 'stale' }] }));
    const answer = await runInParts(call, ids, { 1: 5, [BULK_MAX + 1]: 7 });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[0][0].versions).toEqual({ 1: 5 });
    expect(call.mock.calls[1][0]).toEqual({ ids: [BULK_MAX + 1, BULK_MAX + 2], versions: { [BULK_MAX + 1]: 7 } });
    expect(answer.done).toHaveLength(BULK_MAX);
    expect(answer.skipped).toEqual([
      { id: 1, reason: 'stale' },
      { id: BULK_MAX + 1, reason: 'stale' },
    ]);
  });
});
