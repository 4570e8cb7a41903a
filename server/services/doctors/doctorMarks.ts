// The completion marks of a doctor's sections (doctor_complete_edit; 001 §4: 1 base, 2
// specialties, 3 description), by the clinic sections' rule (common/completion.ts): a save marks
// its language complete (cd = now, rd = now + 1), an approval sets rd after every content date.
// The version check of a doctor section's save lives here too: its version is the section's
// latest content date, as a clinic section's is.
import type { EditLang } from '../../../common/lang';
import type { Db } from '../../db/kysely';
import { assertVersion, nextVersion } from '../../http/version';
import { doctorMarks, doctorSectionVersion, lockDoctor, writeDoctorMark } from '../../repositories/doctors';
import { auxAnswer, completeEditAnswer } from '../catalogue/clinicDetails';

export const DOCTOR_SECTIONS = { base: 1, specialties: 2, description: 3 } as const;

/** Locks the doctor, refuses a stale `loaded` version (409) and answers the content date to store. */
export async function claimDoctorVersion(trx: Db, doctorId: number, section: number, loaded: number | undefined) {
  await lockDoctor(trx, doctorId);
  const stored = await doctorSectionVersion(trx, doctorId, section);
  assertVersion(loaded, stored);
  return nextVersion(stored);
}

export async function markDoctorSaved(trx: Db, doctorId: number, section: number, lang: EditLang, now: number) {
  await writeDoctorMark(trx, doctorId, section, lang, { cd: now, rd: now + 1 });
}

/** rd never at or before any content date of the section, even in the millisecond of a save. */
export async function markDoctorReviewed(trx: Db, doctorId: number, section: number, langs: readonly EditLang[], now = Date.now()) {
  await lockDoctor(trx, doctorId);
  const marks = (await doctorMarks(trx, doctorId)).filter((m) => Number(m.section) === section);
  const latest = Math.max(now, ...marks.map((m) => Number(m.cd ?? 0) + 1));
  for (const lang of langs) await writeDoctorMark(trx, doctorId, section, lang, { rd: latest });
}

/** The section's version for a form to send back (If-Match): 0 before the first save. */
export const doctorSectionUpdated = (marks: { section: number; cd: number | null }[], section: number) =>
  Math.max(0, ...marks.filter((m) => Number(m.section) === section).map((m) => Number(m.cd ?? 0)));

export async function doctorCompleteEdit(db: Db, doctorId: number) {
  return completeEditAnswer(await doctorMarks(db, doctorId));
}

export async function doctorAux(db: Db, doctorId: number, lang: EditLang) {
  return auxAnswer(await doctorMarks(db, doctorId), lang);
}
