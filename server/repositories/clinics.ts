// One clinic and the staff's small edits from the clinics list (visibility per language, direct
// lead, superagent), plus the name look-ups of the autocomplete. SQL only.

import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import { run, type Sql } from './rawSql';

export async function findClinic(db: Db, hash: string) {
  return db.selectFrom('clinics').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export async function clinicDetails(db: Db, clinicId: number) {
  const [texts, profiles, cities, languages, accreditations, videos, marks] = await Promise.all([
    db.selectFrom('clinic_l10n').selectAll().where('clinic_id', '=', clinicId).execute(),
    db.selectFrom('clinic_profile_l10n').selectAll().where('clinic_id', '=', clinicId).execute(),
    db.selectFrom('clinic_cities').select('city_id').where('clinic_id', '=', clinicId).orderBy('city_id').execute(),
    db.selectFrom('clinic_languages').select('code').where('clinic_id', '=', clinicId).orderBy('code').execute(),
    db.selectFrom('clinic_accreditations').select('code').where('clinic_id', '=', clinicId).orderBy('code').execute(),
    db.selectFrom('clinic_video_links').select('url').where('clinic_id', '=', clinicId).orderBy('position').execute(),
    marksOf(db, clinicId),
  ]);
  return { texts, profiles, cities, languages, accreditations, videos, marks };
}

export function marksOf(db: Db, clinicId: number, lang?: EditLang) {
  let query = db.selectFrom('complete_edit').select(['section', 'lang', 'cd', 'rd']).where('clinic_id', '=', clinicId);
  if (lang) query = query.where('lang', '=', lang);
  return query.orderBy('section').execute();
}

export function namesOf(db: Db, clinicIds: number[]) {
  if (!clinicIds.length) return Promise.resolve([]);
  return db
    .selectFrom('clinic_l10n')
    .innerJoin('clinics', 'clinics.id', 'clinic_l10n.clinic_id')
    .select(['clinic_l10n.clinic_id', 'clinic_l10n.lang', 'clinic_l10n.name', 'clinics.hash'])
    .where('clinic_l10n.clinic_id', 'in', clinicIds)
    .orderBy('clinic_l10n.lang', 'desc')
    .execute();
}

/** Clinic ids whose names have a word starting with the range's prefix, in the order of the
 * matching text (alphabetical), without a scan: one range of the tail index. */
export async function clinicsByName(sql: Sql, [from, to]: [string, string], limit: number): Promise<number[]> {
  const rows = await run<{ clinic_id: number }>(
    sql,
    'select clinic_id from clinic_search where tail >= $1 and tail < $2 order by tail limit $3',
    [from, to, limit * 4],
  );
  return [...new Set(rows.map((r) => Number(r.clinic_id)))].slice(0, limit);
}

/** A staff edit of the clinic: who and when, for the list's "update info". */
function touched(trx: Db, clinicId: number, userId: number | null) {
  return trx.updateTable('clinics').set({ updated: Date.now(), updated_by: userId }).where('id', '=', clinicId).executeTakeFirst();
}

/** Shows or hides the clinic in a language; a language the catalogue gave no texts for gets an
 * empty row, so that the switch still works. Answers false for an unknown clinic. Call inside a
 * transaction. */
export async function setVisible(trx: Db, clinicId: number, lang: EditLang, visible: boolean, userId: number | null): Promise<boolean> {
  const updated = await touched(trx, clinicId, userId);
  if (Number(updated.numUpdatedRows) === 0) return false;
  const empty = { name: '', short_name: '', search_name: '', city: '', address: '', phone: '', email: '', website: '' };
  await trx
    .insertInto('clinic_l10n')
    .values({ clinic_id: clinicId, lang, visible: Number(visible), ...empty })
    .onConflict((oc) => oc.columns(['clinic_id', 'lang']).doUpdateSet({ visible: Number(visible) }))
    .execute();
  return true;
}

export async function setClinicColumn(
  db: Db,
  clinicId: number,
  values: { direct_lead: number } | { super_agent_id: number | null },
  userId: number | null,
): Promise<void> {
  await db
    .updateTable('clinics')
    .set({ ...values, updated: Date.now(), updated_by: userId })
    .where('id', '=', clinicId)
    .execute();
}
