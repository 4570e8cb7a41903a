// Patient leads (002 §3 "Lead"; docs/data-model.md "Leads"). SQL only: a tab's page with its
// filters, one lead, the state moves, the portal's insert, the files counts and the retention purge.
import type { Insertable, Selectable } from 'kysely';
import type { LeadState } from '../../common/leadStates';
import type { Db } from '../db/kysely';
import type { LeadsTable } from '../db/leadTables';
import { pageWithTotal } from './paging';

export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Omit<Insertable<LeadsTable>, 'id' | 'state' | 'restore_state' | 'created' | 'updated'>;

export interface LeadFilter {
  state: LeadState;
  /** Target or sent-to clinic among these (empty: any). */
  clinics: readonly number[];
  doctors: readonly number[];
  /** Sent-to agent among these. */
  agents: readonly number[];
}

function filtered(db: Db, filter: LeadFilter) {
  let query = db.selectFrom('leads').where('state', '=', filter.state);
  const { clinics, doctors, agents } = filter;
  if (clinics.length) query = query.where((eb) => eb.or([eb('clinic_id', 'in', clinics), eb('clinic_sent_id', 'in', clinics)]));
  if (doctors.length) query = query.where('doctor_id', 'in', doctors);
  if (agents.length) query = query.where('agent_sent_id', 'in', agents);
  return query;
}

/** One page of a tab, the latest change first (the index on state, updated), and the tab's total. */
export function leadPage(db: Db, filter: LeadFilter, page: number, size: number) {
  const query = filtered(db, filter);
  return pageWithTotal(
    page,
    size,
    () =>
      query
        .selectAll()
        .orderBy('updated', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute(),
    () => query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  );
}

export function leadById(db: Db, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many files each of these leads has. */
export async function fileCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lead_files')
    .select(['lead_id', (eb) => eb.fn.countAll().as('n')])
    .where('lead_id', 'in', ids)
    .groupBy('lead_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.lead_id), Number(row.n)]));
}

export async function insertLead(trx: Db, lead: NewLead, now: number): Promise<number> {
  const row = await trx
    .insertInto('leads')
    .values({ ...lead, state: 'NEW', restore_state: null, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setLeadState(trx: Db, id: number, state: LeadState, restoreState: LeadState | null, version: number) {
  await trx.updateTable('leads').set({ state, restore_state: restoreState, updated: version }).where('id', '=', id).execute();
}

const PURGE_BATCH = 5000;

/** Deletes the leads whose last change is older than `before` (their files go with them by the
 * foreign key), in batches; answers how many. */
export async function purgeLeads(db: Db, before: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.selectFrom('leads').select('id').where('updated', '<', before).limit(PURGE_BATCH);
    const result = await db.deleteFrom('leads').where('id', 'in', batch).executeTakeFirst();
    const n = Number(result.numDeletedRows);
    deleted += n;
    if (n < PURGE_BATCH) return deleted;
  }
}

/** How many leads are NEW: the manager's menu counter (uses leads_state_idx). */
export async function countNewLeads(db: Db): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'NEW')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
