// The clinic profile's base and additional steps: their writes and the look-ups that guard them.
// SQL only; call the writes inside the save's transaction.

import type { Updateable } from 'kysely';
import type { EditLang } from '../../common/lang';
import type { ClinicProfileL10nTable, ClinicsTable } from '../db/clinicTables';
import type { Db } from '../db/kysely';

export type BaseTexts = { name: string; short_name: string; city: string; address: string; phone: string; email: string; website: string };

export type BaseColumns = {
  slug: string;
  region: number;
  city_id: number;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  /** undefined: keep the stored value (the UI shows the field disabled and may not send it). */
  time_zone?: string | null;
};

export type BaseLists = { cityIds: number[]; languages: string[]; videoLinks: string[] };

/** The additional step's texts of one language (clinic_profile_l10n without its keys and the
 * offer and promotion texts of later steps). */
export type ProfileTexts = Omit<ClinicProfileL10nTable, 'clinic_id' | 'lang' | 'clinic_offer' | 'clinic_adv' | 'special_offer'>;

/** The id of another clinic that uses the slug, if any. */
export async function slugOwner(db: Db, slug: string, exceptClinicId: number): Promise<number | undefined> {
  const row = await db.selectFrom('clinics').select('id').where('slug', '=', slug).where('id', '<>', exceptClinicId).executeTakeFirst();
  return row?.id;
}

/** Which of the ids name existing cities. */
export async function existingCityIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('cities')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export function baseTextsOf(db: Db, clinicId: number, lang: EditLang) {
  return db
    .selectFrom('clinic_l10n')
    .select(['name', 'short_name'])
    .where('clinic_id', '=', clinicId)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/** A staff edit of the clinic: who and when, for the list's "update info", with any of its own
 * columns the edit changes. */
export async function touch(trx: Db, clinicId: number, userId: number | null, columns: Updateable<ClinicsTable> = {}) {
  await trx
    .updateTable('clinics')
    .set({ ...columns, updated: Date.now(), updated_by: userId })
    .where('id', '=', clinicId)
    .execute();
}

export async function writeBase(
  trx: Db,
  clinicId: number,
  lang: EditLang,
  row: { columns: BaseColumns; texts: BaseTexts & { search_name: string }; lists: BaseLists },
  userId: number | null,
) {
  await touch(trx, clinicId, userId, row.columns);
  await trx
    .insertInto('clinic_l10n')
    .values({ clinic_id: clinicId, lang, visible: 0, ...row.texts })
    .onConflict((oc) => oc.columns(['clinic_id', 'lang']).doUpdateSet(row.texts))
    .execute();
  // Lists are replaced whole: they are short, and the form always sends all of them.
  await trx.deleteFrom('clinic_cities').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('clinic_languages').where('clinic_id', '=', clinicId).execute();
  await trx.deleteFrom('clinic_video_links').where('clinic_id', '=', clinicId).execute();
  const { cityIds, languages, videoLinks } = row.lists;
  if (cityIds.length)
    await trx
      .insertInto('clinic_cities')
      .values(cityIds.map((city_id) => ({ clinic_id: clinicId, city_id })))
      .execute();
  if (languages.length)
    await trx
      .insertInto('clinic_languages')
      .values(languages.map((code) => ({ clinic_id: clinicId, code })))
      .execute();
  if (videoLinks.length)
    await trx
      .insertInto('clinic_video_links')
      .values(videoLinks.map((url, i) => ({ clinic_id: clinicId, position: i + 1, url })))
      .execute();
}

export async function writeAdditional(
  trx: Db,
  clinicId: number,
  lang: EditLang,
  texts: ProfileTexts,
  accreditations: string[],
  userId: number | null,
) {
  await touch(trx, clinicId, userId);
  await trx
    .insertInto('clinic_profile_l10n')
    .values({ clinic_id: clinicId, lang, ...texts })
    .onConflict((oc) => oc.columns(['clinic_id', 'lang']).doUpdateSet(texts))
    .execute();
  await trx.deleteFrom('clinic_accreditations').where('clinic_id', '=', clinicId).execute();
  if (accreditations.length)
    await trx
      .insertInto('clinic_accreditations')
      .values(accreditations.map((code) => ({ clinic_id: clinicId, code })))
      .execute();
}
