// The doctors of one clinic (GET /api/admin/doctors/{hash}): the clinic-doctor links, the doctors
// they name, both text layers, both language lists and the completion marks. SQL only; one
// statement per table, keyed by the clinic's doctor ids, so a clinic with many doctors costs the
// same five statements.
import type { Db } from '../db/kysely';

/** The texts a list row shows; the long texts (description, SEO) are loaded by the edit modal. */
const LIST_TEXTS = ['doctor_id', 'lang', 'name', 'medical_degree', 'short_description', 'specialty', 'visible', 'alt'] as const;

export function clinicDoctorLinks(db: Db, clinicId: number) {
  return db
    .selectFrom('clinic_doctors')
    .select(['doctor_id', 'published'])
    .where('clinic_id', '=', clinicId)
    .orderBy('position')
    .orderBy('doctor_id')
    .execute();
}

/** The doctors with these ids, with what the list shows of them. */
export async function doctorsWithTexts(db: Db, ids: readonly number[]) {
  if (!ids.length) return { doctors: [], l10n: [], ll10n: [], languages: [], marks: [] };
  const list = [...ids];
  const [doctors, l10n, ll10n, languages, marks] = await Promise.all([
    db.selectFrom('doctors').selectAll().where('id', 'in', list).execute(),
    db.selectFrom('doctor_l10n').select(LIST_TEXTS).where('doctor_id', 'in', list).execute(),
    db.selectFrom('doctor_ll10n').select(LIST_TEXTS).where('doctor_id', 'in', list).execute(),
    db.selectFrom('doctor_languages').select(['doctor_id', 'local', 'code']).where('doctor_id', 'in', list).orderBy('code').execute(),
    db.selectFrom('doctor_complete_edit').select(['doctor_id', 'section', 'lang', 'cd', 'rd']).where('doctor_id', 'in', list).execute(),
  ]);
  return { doctors, l10n, ll10n, languages, marks };
}
