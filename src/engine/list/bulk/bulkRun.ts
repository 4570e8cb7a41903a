// The run of a bulk action (issue 27 point 3): the selected ids in calls of at most BULK_MAX, one after
// the other; each record with the version its row showed, one selected by "all matching" with none.
import type { RaRecord } from 'react-admin';
import { BULK_MAX } from '../../../../resources/bulk/calls';

export type BulkAnswer = { done: number[]; skipped: { id: number; reason: string }[] };
export type BulkCall = (input: { ids: number[]; versions: Record<string, number> }) => Promise<BulkAnswer>;

/** The versions of the selected records among the rows shown. */
export function shownVersions(ids: readonly unknown[], rows: readonly RaRecord[] | undefined): Record<string, number> {
  const selected = new Set(ids);
  return Object.fromEntries(
    (rows ?? []).filter((row) => selected.has(row.id) && typeof row.updated === 'number').map((row) => [String(row.id), row.updated]),
  );
}

export async function runInParts(call: BulkCall, ids: readonly number[], versions: Record<string, number>): Promise<BulkAnswer> {
  const answer: BulkAnswer = { done: [], skipped: [] };
  for (let from = 0; from < ids.length; from += BULK_MAX) {
    const part = ids.slice(from, from + BULK_MAX);
    const own = Object.fromEntries(part.filter((id) => String(id) in versions).map((id) => [String(id), versions[String(id)]]));
    const { done, skipped } = await call({ ids: part, versions: own });
    answer.done.push(...done);
    answer.skipped.push(...skipped);
  }
  return answer;
}
