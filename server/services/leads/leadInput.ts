// The portal's lead form (schemas/publicLead.ts, already validated) as a row: text and JSON values
// alike, blanks as nulls, and the clinic and doctor checked to be ones the portal shows, the doctor
// at the lead's clinic (leadTargets.ts); a field error otherwise, the same whether the id is
// unknown or hidden, so that the public form tells nobody which hidden ids exist.
import type { PublicLeadForm } from '../../../schemas/publicLead';
import type { Db } from '../../db/kysely';
import { FieldErrors } from '../../http/errors';
import type { NewLead } from '../../repositories/leads';
import { isShownClinic, isShownDoctor } from './leadTargets';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const isOn = (value: unknown) => value === true || value === 'true' || value === '1';

const REFUSED = [{ key: 'check.invalid' }];

export async function leadInput(db: Db, form: PublicLeadForm): Promise<NewLead> {
  const clinicId = numberOrNull(form.clinicId);
  const doctorId = numberOrNull(form.doctorId);
  const refused = {
    ...(clinicId === null || (await isShownClinic(db, clinicId)) ? {} : { clinicId: REFUSED }),
    ...(doctorId === null || (await isShownDoctor(db, doctorId, clinicId)) ? {} : { doctorId: REFUSED }),
  };
  if (Object.keys(refused).length) throw new FieldErrors(refused);
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
