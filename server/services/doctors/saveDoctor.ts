// The doctor edit modal's saves (POST doctor/base/{hash}, doctor/description/{hash}) after the
// schema passed: one transaction each with the version check, the write to the local layer, the
// history row and the completion mark of the edit language. A refused save changes nothing.
import type { EditLang } from '../../../common/lang';
import type { DoctorBaseForm } from '../../../schemas/doctorBase';
import type { DoctorDescriptionForm } from '../../../schemas/doctorDescription';
import { isUniqueViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { fieldError } from '../../http/errors';
import { doctorSlugOwner, writeLocalBase, writeLocalTexts } from '../../repositories/doctors';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackChange } from '../history/track';
import { plainText, uniqueList } from '../profile/formValues';
import { richTextValue } from '../profile/richTextValue';
import { slugify } from '../slug';
import { claimDoctorVersion, DOCTOR_SECTIONS, markDoctorSaved } from './doctorMarks';

const SLUG_MAX = 40;
const SLUG_MIN = 5;

/** The typed slug made a slug; a blank one from the name, then -2, -3... while another doctor has it. */
async function doctorSlug(trx: Db, doctorId: number, form: DoctorBaseForm): Promise<string> {
  const typed = slugify(plainText(form.slug, 256), SLUG_MAX);
  if (typed) {
    if (typed.length < SLUG_MIN) throw fieldError('slug', 'check.min', { length: SLUG_MIN });
    if ((await doctorSlugOwner(trx, typed, doctorId)) !== undefined) throw fieldError('slug', 'check.slugTaken');
    return typed;
  }
  const fromName = slugify(plainText(form.name, 256), SLUG_MAX);
  const base = fromName.length >= SLUG_MIN ? fromName : `doctor-${doctorId}`;
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if ((await doctorSlugOwner(trx, candidate, doctorId)) === undefined) return candidate;
  }
  throw fieldError('slug', 'check.slugTaken');
}

/** The base save inside a transaction the caller holds: the section's call, or a restore from
 * the history that runs several saves as one. `loaded`: the section version the form loaded
 * (If-Match); undefined saves whatever is stored. */
export async function saveDoctorBaseIn(trx: Db, doctorId: number, form: DoctorBaseForm, actor: AuditActor, loaded?: number) {
  const lang = form.locals as EditLang;
  const texts = {
    name: plainText(form.name, 256),
    medical_degree: plainText(form.medicalDegree, 256),
    short_description: plainText(form.shortDescription, 1000),
    specialty: plainText(form.specialty, 256),
    seo_description: plainText(form.seoDescription, 2048),
    keywords: plainText(form.keywords, 256),
  };
  const version = await claimDoctorVersion(trx, doctorId, DOCTOR_SECTIONS.base, loaded);
  const slug = await doctorSlug(trx, doctorId, form);
  const base = { slug, experience: Number(form.experience), languages: uniqueList(form.languages) };
  await trackChange(trx, actor, TRACKED.doctors, doctorId, async () => {
    await writeLocalBase(trx, doctorId, base);
    await writeLocalTexts(trx, doctorId, lang, texts);
  });
  await markDoctorSaved(trx, doctorId, DOCTOR_SECTIONS.base, lang, version);
}

/** `loaded`: the section version the form loaded (If-Match); undefined saves whatever is stored. */
export async function saveDoctorBase(db: Db, doctorId: number, form: DoctorBaseForm, actor: AuditActor, loaded?: number) {
  try {
    await db.transaction().execute((trx) => saveDoctorBaseIn(trx, doctorId, form, actor, loaded));
  } catch (error) {
    // Another save took the slug between the check and the write.
    if (isUniqueViolation(error)) throw fieldError('slug', 'check.slugTaken');
    throw error;
  }
}

/** The description save inside a transaction the caller holds (see saveDoctorBaseIn). */
export async function saveDoctorDescriptionIn(trx: Db, doctorId: number, form: DoctorDescriptionForm, actor: AuditActor, loaded?: number) {
  const lang = form.locals as EditLang;
  const description = richTextValue(form.description);
  const version = await claimDoctorVersion(trx, doctorId, DOCTOR_SECTIONS.description, loaded);
  await trackChange(trx, actor, TRACKED.doctors, doctorId, () => writeLocalTexts(trx, doctorId, lang, { description }));
  await markDoctorSaved(trx, doctorId, DOCTOR_SECTIONS.description, lang, version);
}

export function saveDoctorDescription(db: Db, doctorId: number, form: DoctorDescriptionForm, actor: AuditActor, loaded?: number) {
  return db.transaction().execute((trx) => saveDoctorDescriptionIn(trx, doctorId, form, actor, loaded));
}
