// The clinics list's small edits of one clinic (000 §7): visibility per language, direct leads and
// the superagent. Each is one transaction that claims the clinic's version (a stale `loaded` is
// refused 409, none keeps last-write-wins), writes and records its history row. The single calls
// (routes/clinics.ts) and the bulk actions (services/bulk/bulkActions.ts) both run these.
import type { EditLang } from '../../../common/lang';
import type { Db } from '../../db/kysely';
import { ApiError, fieldError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import { findAgent } from '../../repositories/agents';
import { setClinicColumn, setVisible } from '../../repositories/clinics';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { changeTracked } from '../history/track';

type ClinicWrite = (trx: Db, clinicId: number, userId: number | null) => Promise<unknown>;

/** Runs `write` on the clinic under its version check, with its history row; 404 for no clinic. */
function changeClinic(db: Db, actor: AuditActor, clinicId: number, loaded: number | undefined, write: ClinicWrite) {
  return changeTracked(db, actor, TRACKED.clinics, clinicId, async (trx) => {
    if ((await claimVersion(trx, 'clinics', clinicId, loaded)) === undefined) throw new ApiError(404, 'server.error.notFound');
    await write(trx, clinicId, actor.userId);
  });
}

/** Shows or hides the clinic on the public site in one language. */
export const setClinicVisible = (db: Db, actor: AuditActor, clinicId: number, lang: EditLang, visible: boolean, loaded?: number) =>
  changeClinic(db, actor, clinicId, loaded, (trx, id, userId) => setVisible(trx, id, lang, visible, userId));

/** Turns direct leads on or off. */
export const setClinicDirectLead = (db: Db, actor: AuditActor, clinicId: number, directLead: boolean, loaded?: number) =>
  changeClinic(db, actor, clinicId, loaded, (trx, id, userId) => setClinicColumn(trx, id, { direct_lead: Number(directLead) }, userId));

/** The superagent a form sends: null for none (null, 0 or empty); an unknown agent is refused on
 * `agentId`. Checked once, before any clinic is written. */
export async function superAgentOf(db: Db, value: unknown): Promise<number | null> {
  const agentId = Number(value) > 0 ? Number(value) : null;
  if (agentId !== null && !(await findAgent(db, agentId))) throw fieldError('agentId', 'check.select');
  return agentId;
}

/** Sets the superagent (null clears it), checked by superAgentOf. */
export const setClinicSuperAgent = (db: Db, actor: AuditActor, clinicId: number, agentId: number | null, loaded?: number) =>
  changeClinic(db, actor, clinicId, loaded, (trx, id, userId) => setClinicColumn(trx, id, { super_agent_id: agentId }, userId));
