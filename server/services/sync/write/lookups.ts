// origId -> local id maps for the records of a batch: the catalogue names rows by origId, the
// tables link them by id.
import { inChunks, run, type Sql } from './upsert';

export type IdMap = Map<number, number>;

/** Local ids of the given origIds in `table` (absent when unknown). `where` narrows the rows
 * (categories: one kind). */
export async function idsOf(sql: Sql, table: string, origIds: Iterable<number>, where = ''): Promise<IdMap> {
  const wanted = [...new Set(origIds)];
  const condition = where ? `${where} and ` : '';
  const rows = await inChunks<{ id: number; orig_id: number }>(
    sql,
    `select id, orig_id from "${table}" where ${condition}orig_id in ($list)`,
    wanted,
  );
  return new Map(rows.map((r) => [Number(r.orig_id), Number(r.id)]));
}

/** origId -> id of every catalogue row of a table that the step reads but does not write (the
 * clinics and doctors that clinicdoctors links): one statement for the whole step rather than one
 * per batch, since a synchronisation names nearly all of them. */
export async function catalogueIds(sql: Sql, table: string, where = ''): Promise<IdMap> {
  const condition = where ? `${where} and ` : '';
  const rows = await run<{ id: number; orig_id: number }>(sql, `select id, orig_id from "${table}" where ${condition}orig_id is not null`);
  return new Map(rows.map((r) => [Number(r.orig_id), Number(r.id)]));
}

/** Whether `table` has no row (matching `where`): a step that starts on an empty table is a first
 * run for it, and need not read what does not exist yet. */
export async function isEmpty(sql: Sql, table: string, where = ''): Promise<boolean> {
  return !(await run(sql, `select 1 from "${table}"${where ? ` where ${where}` : ''} limit 1`)).length;
}

/** Resolves references, counting the ones the catalogue names but this database does not have. */
export function resolver(ids: IdMap) {
  let skipped = 0;
  return {
    get: (origId: number) => {
      const id = ids.get(origId);
      if (id === undefined) skipped++;
      return id;
    },
    get skipped() {
      return skipped;
    },
  };
}
