// The history (audit_log): its filtered pages, the distinct values of its filters, the purge of
// old rows, and the raw insert a synchronisation step closes with. SQL only; rows are written
// by services/history/audit.ts.
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/kysely';
import type { AuditLogTable } from '../db/tables';
import { pageWithTotal } from './paging';
import type { Statement } from './rawSql';

/** Every filter is backed by an index that ends with `at` (migrations 2026_11_24_001 and _003),
 * so a page is read in order without sorting the matches. `to` is exclusive. */
export type HistoryFilters = { userId?: number; entity?: string; entityId?: string; action?: string; from?: number; to?: number };

function matching(db: Db, f: HistoryFilters) {
  let query = db.selectFrom('audit_log');
  if (f.userId !== undefined) query = query.where('user_id', '=', f.userId);
  if (f.entity !== undefined) query = query.where('entity', '=', f.entity);
  if (f.entityId !== undefined) query = query.where('entity_id', '=', f.entityId);
  if (f.action !== undefined) query = query.where('action', '=', f.action);
  if (f.from !== undefined) query = query.where('at', '>=', f.from);
  if (f.to !== undefined) query = query.where('at', '<', f.to);
  return query;
}

/** A page of the matching rows, newest first, and how many match. */
export function historyPage(db: Db, filters: HistoryFilters, page: number, size: number) {
  return pageWithTotal(
    page,
    size,
    () =>
      matching(db, filters)
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute(),
    () =>
      matching(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
  );
}

/** The distinct values of an indexed column, one index probe per value (a loose index scan)
 * rather than a scan of the whole table. */
function distinct(column: 'entity' | 'action' | 'user_id') {
  const c = sql.ref(column);
  return sql`with recursive found(v) as (
      select min(${c}) from audit_log
      union all
      select (select min(${c}) from audit_log where ${c} > found.v) from found where found.v is not null
    ) select v from found where v is not null`;
}

/** The values the filters can take: the entities and actions present, and the users who acted
 * with the e-mail of their latest row. */
export async function historyFacets(db: Db) {
  const [entities, actions, users] = await Promise.all([
    distinct('entity').execute(db),
    distinct('action').execute(db),
    sql<{ id: number; email: string | null }>`select v as id,
        (select user_email from audit_log a where a.user_id = u.v order by a.at desc limit 1) as email
      from (${distinct('user_id')}) u`.execute(db),
  ]);
  const values = (rows: unknown[]) => rows.map((row) => String((row as { v: unknown }).v));
  return { entities: values(entities.rows), actions: values(actions.rows), users: users.rows };
}

/** Rows deleted per statement: each batch commits alone, so a long purge never holds the
 * writers (SQLite has one at a time) for more than a moment. */
const PURGE_BATCH = 5000;

/** Deletes the rows older than `before` (epoch ms); answers how many. */
export async function purgeHistory(db: Db, before: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.selectFrom('audit_log').select('id').where('at', '<', before).limit(PURGE_BATCH);
    const result = await db.deleteFrom('audit_log').where('id', 'in', batch).executeTakeFirst();
    const n = Number(result.numDeletedRows);
    deleted += n;
    if (n < PURGE_BATCH) return deleted;
  }
}

const INSERT = `insert into audit_log (at, user_id, user_email, ip, entity, entity_id, action, changes)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

/** An audit row as a raw statement, for transactions run through rawSql (a synchronisation step
 * closes with it, in the same round trip as its checkpoint). */
export function auditInsert(row: Insertable<AuditLogTable>): Statement {
  return { text: INSERT, parameters: [row.at, row.user_id, row.user_email, row.ip, row.entity, row.entity_id, row.action, row.changes] };
}
