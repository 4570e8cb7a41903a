// Every write of a lead goes through here, in its own transaction with its history row: the
// portal's new lead and the state moves. Their routes then publish the live 'leads' event.
import { canMove, LEAD_MOVES, LEAD_STATES, type LeadMove, type LeadState } from '../../../common/leadStates';
import type { Db } from '../../db/kysely';
import { ApiError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import { insertLead, type LeadRow, leadById, type NewLead, setLeadState } from '../../repositories/leads';
import { type AuditActor, auditRow } from '../history/audit';
import { TRACKED } from '../history/entities';
import { recordCreated, trackChange } from '../history/track';

const isState = (value: string | null): value is LeadState => (LEAD_STATES as readonly (string | null)[]).includes(value);

/** Where a move takes a lead in `state` (restore: back to the state it was deleted from, else NEW),
 * and the state a later restore returns to. */
function moveTarget(move: LeadMove, state: LeadState, restoreState: string | null): { to: LeadState; restore: LeadState | null } {
  const target = LEAD_MOVES[move].to;
  if (target === 'previous') return { to: isState(restoreState) && restoreState !== 'DELETED' ? restoreState : 'NEW', restore: null };
  return { to: target, restore: target === 'DELETED' ? state : null };
}

/** A lead from the portal: NEW, recorded as created by the caller's address. Answers its id. */
export function createLead(db: Db, actor: AuditActor, lead: NewLead): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertLead(trx, lead, Date.now());
    await recordCreated(trx, actor, TRACKED.leads, id);
    return id;
  });
}

/**
 * Moves a lead (take, inquiry, delete, restore): refuses a stale version (409 conflict) and a move
 * its state does not allow (409 with the move's own message), records the change of state.
 * Answers the lead as stored now.
 */
export function moveLead(db: Db, actor: AuditActor, id: number, move: LeadMove, loaded: number | undefined): Promise<LeadRow> {
  return db.transaction().execute(async (trx) => {
    const version = await claimVersion(trx, 'leads', id, loaded);
    const row = await leadById(trx, id);
    if (!row || version === undefined) throw new ApiError(404, 'server.error.notFound');
    if (!isState(row.state) || !canMove(move, row.state)) throw new ApiError(409, `server.leads.refused.${move}`);
    const { to, restore } = moveTarget(move, row.state, row.restore_state);
    await trackChange(trx, actor, TRACKED.leads, id, () => setLeadState(trx, id, to, restore, version));
    return { ...row, state: to, restore_state: restore, updated: version };
  });
}

/** A page of leads seen: one history row per lead shown, so that "who saw this patient's data" is
 * an indexed question (entity, entity_id, at). */
export async function recordLeadReads(db: Db, actor: AuditActor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const at = Date.now();
  await db
    .insertInto('audit_log')
    .values(ids.map((id) => auditRow({ actor, entity: TRACKED.leads.entity, entityId: id, action: 'read' }, at)))
    .execute();
}
