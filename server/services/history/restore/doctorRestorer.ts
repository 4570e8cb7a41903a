// A doctor's restore: the edit modal's base and description sections (its specialties are the
// catalogue's, read-only).
import type { DoctorBaseForm } from '../../../../schemas/doctorBase';
import { doctorBaseSchema } from '../../../../schemas/doctorBase';
import type { DoctorDescriptionForm } from '../../../../schemas/doctorDescription';
import { doctorDescriptionSchema } from '../../../../schemas/doctorDescription';
import type { Db } from '../../../db/kysely';
import { doctorById, doctorSectionVersion, lockDoctor } from '../../../repositories/doctors';
import { doctorBaseAnswer, doctorDescriptionAnswer } from '../../doctors/doctorAnswers';
import { DOCTOR_SECTIONS } from '../../doctors/doctorMarks';
import { saveDoctorBaseIn, saveDoctorDescriptionIn } from '../../doctors/saveDoctor';
import type { Restorer, RestoreStep } from './restorer';

const doctorOf = async (db: Db, id: number) => {
  const doctor = await doctorById(db, id);
  if (!doctor) throw new Error(`no doctor ${id}`);
  return doctor;
};

const base: RestoreStep = {
  shared: ['slug', 'experience', 'languages'],
  perLang: ['name', 'medicalDegree', 'shortDescription', 'specialty', 'seoDescription', 'keywords'],
  schema: doctorBaseSchema,
  async form(db, id, lang) {
    const { updated, ...values } = (await doctorBaseAnswer(db, await doctorOf(db, id), lang)).base;
    return values;
  },
  save: (sql, id, form, actor) => saveDoctorBaseIn(sql.db, id, form as DoctorBaseForm, actor),
};

const description: RestoreStep = {
  shared: [],
  perLang: ['description'],
  schema: doctorDescriptionSchema,
  async form(db, id, lang) {
    const { updated, ...values } = (await doctorDescriptionAnswer(db, await doctorOf(db, id), lang)).description;
    return values;
  },
  save: (sql, id, form, actor) => saveDoctorDescriptionIn(sql.db, id, form as DoctorDescriptionForm, actor),
};

export const doctorRestorer: Restorer = {
  steps: [base, description],
  async version(db, id) {
    if (!(await doctorById(db, id))) return undefined;
    const versions = await Promise.all([DOCTOR_SECTIONS.base, DOCTOR_SECTIONS.description].map((s) => doctorSectionVersion(db, id, s)));
    return Math.max(...versions);
  },
  lock: lockDoctor,
};
