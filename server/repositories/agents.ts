// Agents (superagents) for the agents list, the assign-superagent choice, the main agent and
// transfers of clinics between agents. SQL only.
import type { Selectable } from 'kysely';
import type { AgentsTable } from '../db/catalogueTables';
import type { Db } from '../db/kysely';
import { pageWithTotal } from './paging';

/** An agent row as the list reads it: every column but orig_id. */
export type AgentRow = Omit<Selectable<AgentsTable>, 'orig_id'>;

/** The agents list shows superagents (lg_partner), in the index's order. */
export async function agentsPage(db: Db, page: number, size: number) {
  const { rows, total } = await pageWithTotal(
    page,
    size,
    () =>
      db
        .selectFrom('agents')
        .select(['id', 'hash', 'state', 'country', 'city', 'time_zone', 'lg_partner', 'main_agent', 'created', 'updated'])
        .where('lg_partner', '=', 1)
        .orderBy('id')
        .limit(size)
        .offset(page * size)
        .execute(),
    () =>
      db
        .selectFrom('agents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('lg_partner', '=', 1)
        .executeTakeFirstOrThrow(),
  );
  return { agents: rows, total };
}

export function agentTexts(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('agent_l10n')
    .select(['agent_id', 'lang', 'name', 'short_name', 'description'])
    .where('agent_id', 'in', ids)
    .execute();
}

/** Clinics per agent (the list's superCounts), through the clinics' agent index. */
export function clinicCounts(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('clinics')
    .select(['super_agent_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('super_agent_id', 'in', ids)
    .groupBy('super_agent_id')
    .execute();
}

export function findAgentByHash(db: Db, hash: string) {
  return db.selectFrom('agents').select(['id', 'hash']).where('hash', '=', hash).executeTakeFirst();
}

export function findAgent(db: Db, id: number) {
  return db.selectFrom('agents').select(['id', 'hash', 'main_agent']).where('id', '=', id).executeTakeFirst();
}

/** Makes the agent the only main agent and gives it every clinic without an agent; answers how
 * many clinics it received. Call inside a transaction. */
export async function makeMainAgent(trx: Db, id: number): Promise<number> {
  const now = Date.now();
  await trx.updateTable('agents').set({ main_agent: 0, updated: now }).where('main_agent', '=', 1).where('id', '<>', id).execute();
  await trx.updateTable('agents').set({ main_agent: 1, updated: now }).where('id', '=', id).execute();
  const result = await trx.updateTable('clinics').set({ super_agent_id: id }).where('super_agent_id', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves every clinic of one agent to another; answers how many moved. */
export async function moveClinics(db: Db, from: number, to: number): Promise<number> {
  const result = await db.updateTable('clinics').set({ super_agent_id: to }).where('super_agent_id', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
