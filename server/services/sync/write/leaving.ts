// Rows that left the catalogue are kept and marked (docs/data-model.md "Catalogue ownership"):
// after a step has seen every record, the catalogue rows (orig_id set) it did not see get their
// mark; module rows, which carry nothing local, are deleted.
import { inChunks, run, type Sql } from './upsert';

export type Leaving = {
  table: string;
  /** The mark: column and value (active = 0, deleted = 1, state = 'DISABLED'), or delete the row. */
  mark: { column: string; value: number | string; touch?: boolean } | 'delete';
  /** Narrows the rows the step owns (categories: one kind). */
  where?: string;
};

/** Marks the catalogue rows whose origId is not in `seen`; answers how many it marked. */
export async function markUnseen(sql: Sql, leaving: Leaving, seen: ReadonlySet<number>, now: number): Promise<number> {
  const { table, mark } = leaving;
  const conditions = ['orig_id is not null', leaving.where, mark === 'delete' ? '' : `"${mark.column}" <> $1`].filter(Boolean);
  const query = `select id, orig_id from "${table}" where ${conditions.join(' and ')}`;
  const rows = await run<{ id: number; orig_id: number }>(sql, query, mark === 'delete' ? [] : [mark.value]);
  return markGone(
    sql,
    leaving,
    rows.filter((r) => !seen.has(Number(r.orig_id))).map((r) => r.id),
    now,
  );
}

/** Marks (or deletes) the rows `gone`; answers how many. */
export async function markGone(sql: Sql, leaving: Leaving, gone: readonly number[], now: number): Promise<number> {
  const { table, mark } = leaving;
  if (!gone.length) return 0;
  if (mark === 'delete') {
    await inChunks(sql, `delete from "${table}" where id in ($list)`, gone);
  } else {
    const set = mark.touch ? `"${mark.column}" = $1, updated = $2` : `"${mark.column}" = $1`;
    await inChunks(sql, `update "${table}" set ${set} where id in ($list)`, gone, mark.touch ? [mark.value, now] : [mark.value]);
  }
  return gone.length;
}

/** Deletes the links of catalogue owners (orig_id set) that the step did not list; with
 * `ownedVia`, only their links to catalogue rows. */
export async function clearUnseenOwners(
  sql: Sql,
  link: { table: string; owner: string; ownerTable: string; ownedVia?: { column: string; table: string } },
  seen: Set<number>,
) {
  const query = `select distinct t."${link.owner}" as owner from "${link.table}" t join "${link.ownerTable}" p on p.id = t."${link.owner}" and p.orig_id is not null`;
  const gone = (await run<{ owner: number }>(sql, query)).map((r) => Number(r.owner)).filter((id) => !seen.has(id));
  const via = link.ownedVia;
  const owned = via ? ` and "${via.column}" in (select id from "${via.table}" where orig_id is not null)` : '';
  return (await inChunks(sql, `delete from "${link.table}" where "${link.owner}" in ($list)${owned} returning 1 as gone`, gone)).length;
}
