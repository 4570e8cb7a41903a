// A lead as the history sees it: its state and where it points, never the patient's personal data
// (name, contacts, age, diagnosis), so that the retention purge of the leads table removes that data
// everywhere (docs/decisions.md "Leads: personal data").
import type { Db } from '../../db/kysely';
import { leadById } from '../../repositories/leads';
import type { Snapshot } from '../history/audit';

export async function leadSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await leadById(db, id);
  if (!row) return undefined;
  return {
    state: row.state,
    country: row.country,
    region: row.region,
    clinicId: row.clinic_id,
    doctorId: row.doctor_id,
    clinicSentId: row.clinic_sent_id,
    agentSentId: row.agent_sent_id,
    link: Number(row.link) === 1,
    oms: Number(row.oms) === 1,
  };
}
