// The portal's lead form (schemas/publicLead.ts, already validated) as a row: text and JSON values
// alike, blanks as nulls, and the clinic and doctor checked to exist (a field error otherwise).
import type { PublicLeadForm } from '../../../schemas/publicLead';
import type { Db } from '../../db/kysely';
import { FieldErrors } from '../../http/errors';
import type { NewLead } from '../../repositories/leads';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const isOn = (value: unknown) => value === true || value === 'true' || value === '1';

async function exists(db: Db, table: 'clinics' | 'doctors', id: number | null) {
  if (id === null) return true;
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function leadInput(db: Db, form: PublicLeadForm): Promise<NewLead> {
  const clinicId = numberOrNull(form.clinicId);
  const doctorId = numberOrNull(form.doctorId);
  const missing = {
    ...((await exists(db, 'clinics', clinicId)) ? {} : { clinicId: [{ key: 'check.invalid' }] }),
    ...((await exists(db, 'doctors', doctorId)) ? {} : { doctorId: [{ key: 'check.invalid' }] }),
  };
  if (Object.keys(missing).length) throw new FieldErrors(missing);
  return {
    name: text(form.name),
    phone: text(form.phone),
    email: text(form.email),
    gender: text(form.gender) || 'UNKNOWN',
    age: numberOrNull(form.age),
    diagnosis: text(form.diagnosis),
    country: text(form.country) || null,
    region: numberOrNull(form.region),
    clinic_id: clinicId,
    doctor_id: doctorId,
    clinic_sent_id: null,
    agent_sent_id: null,
    oms: isOn(form.oms) ? 1 : 0,
    link: isOn(form.link) ? 1 : 0,
  };
}
