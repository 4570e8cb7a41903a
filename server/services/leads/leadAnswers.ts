// The leads' answers (002 §3 "Lead", §7 "Leads"): a lead under the spec's keys, a tab's page with
// the clinics, doctors and agents it names, and the filters' choices (manager/objects).
import { editLangOf, type Lang } from '../../../common/lang';
import type { Gender, LeadState } from '../../../common/leadStates';
import type { Db } from '../../db/kysely';
import { agentNames, clinicNames, doctorNames, leadAgentIds, leadClinicIds, leadDoctorIds } from '../../repositories/leadObjects';
import { fileCounts, type LeadFilter, type LeadRow, leadPage } from '../../repositories/leads';

const idOrNull = (value: number | null) => (value === null ? null : Number(value));

/** The table holds only the states of the move table and the genders of the form's schema (the
 * writes take them from common/leadStates.ts), as the answer declares them. */
export function leadOf(row: LeadRow, files: number) {
  return {
    id: Number(row.id),
    state: row.state as LeadState,
    updated: Number(row.updated),
    country: row.country,
    region: idOrNull(row.region),
    clinicId: idOrNull(row.clinic_id),
    doctorId: idOrNull(row.doctor_id),
    clinicSentId: idOrNull(row.clinic_sent_id),
    agentSentId: idOrNull(row.agent_sent_id),
    name: row.name,
    gender: row.gender as Gender,
    age: idOrNull(row.age),
    phone: row.phone,
    email: row.email,
    diagnosis: row.diagnosis,
    files,
    link: Number(row.link) === 1,
    oms: Number(row.oms) === 1,
  };
}

export type Lead = ReturnType<typeof leadOf>;

const ids = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** GET /api/manager/leads: the page, the names of what its leads point at, the tab's total. */
export async function leadListAnswer(db: Db, filter: LeadFilter, page: number, size: number, lang: Lang) {
  const { rows, total } = await leadPage(db, filter, page, size);
  const counts = await fileCounts(
    db,
    rows.map((row) => Number(row.id)),
  );
  const leads = rows.map((row) => leadOf(row, counts.get(Number(row.id)) ?? 0));
  const code = editLangOf(lang);
  return {
    leads,
    clinics: await clinicNames(db, ids(leads.flatMap((lead) => [lead.clinicId, lead.clinicSentId])), code),
    doctors: await doctorNames(db, ids(leads.map((lead) => lead.doctorId)), code),
    agents: await agentNames(db, ids(leads.map((lead) => lead.agentSentId)), code),
    total,
  };
}

/** GET /api/manager/objects: every clinic, doctor (of the chosen clinics, when given) and agent that
 * some lead points at, plus the chosen doctor and agent, so that a chosen filter always has a name. */
export async function leadObjectsAnswer(db: Db, chosen: { clinicIds: number[]; doctorId?: number; agentId?: number }, lang: Lang) {
  const code = editLangOf(lang);
  const doctors = await leadDoctorIds(db, chosen.clinicIds);
  const agents = await leadAgentIds(db);
  return {
    clinics: await clinicNames(db, [...(await leadClinicIds(db)), ...chosen.clinicIds], code),
    doctors: await doctorNames(db, ids([...doctors, chosen.doctorId ?? null]), code),
    agents: await agentNames(db, ids([...agents, chosen.agentId ?? null]), code),
  };
}
