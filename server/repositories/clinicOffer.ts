// The clinic profile's offer, promotions and OMS steps (001 §3): the clinic's own offer columns,
// the per-language offer and promotion texts (clinic_profile_l10n) and the OMS procedures the
// catalogue synchronises. SQL only; call the writes inside the save's transaction.

import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import { touch } from './clinicProfile';

/** The offer's columns of `clinics`: no language. */
type OfferColumns = { response_rate: number; price_segment: string | null; recommended: number };

/** The offer's texts of one language. */
type OfferTexts = { clinic_offer: string; clinic_adv: string };

/** What the profile frame shows of the clinic's names and visibility, per language. */
export function headerTextsOf(db: Db, clinicId: number) {
  return db.selectFrom('clinic_l10n').select(['lang', 'visible', 'name', 'short_name']).where('clinic_id', '=', clinicId).execute();
}

export function profileTextsOf(db: Db, clinicId: number, lang: EditLang) {
  return db
    .selectFrom('clinic_profile_l10n')
    .select(['clinic_offer', 'clinic_adv', 'special_offer'])
    .where('clinic_id', '=', clinicId)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/** The texts of one language; a language without a row yet gets one (its other texts blank). */
async function upsertTexts(trx: Db, clinicId: number, lang: EditLang, texts: Partial<OfferTexts & { special_offer: string }>) {
  await trx
    .insertInto('clinic_profile_l10n')
    .values({
      clinic_id: clinicId,
      lang,
      accreditation: '',
      airport_address: '',
      airport_way: '',
      placement: '',
      description: '',
      seo_description: '',
      keywords: '',
      ...texts,
    })
    .onConflict((oc) => oc.columns(['clinic_id', 'lang']).doUpdateSet(texts))
    .execute();
}

export async function writeOffer(
  trx: Db,
  clinicId: number,
  lang: EditLang,
  row: { columns: OfferColumns; texts: OfferTexts },
  userId: number | null,
) {
  await touch(trx, clinicId, userId, row.columns);
  await upsertTexts(trx, clinicId, lang, row.texts);
}

export async function writePromotion(trx: Db, clinicId: number, lang: EditLang, specialOffer: string, userId: number | null) {
  await touch(trx, clinicId, userId);
  await upsertTexts(trx, clinicId, lang, { special_offer: specialOffer });
}

/** The clinic's active OMS procedures, by code. */
export function activeOmsOf(db: Db, clinicId: number) {
  return db
    .selectFrom('clinic_oms')
    .select(['code', 'name'])
    .where('clinic_id', '=', clinicId)
    .where('active', '=', 1)
    .orderBy('code')
    .orderBy('id')
    .execute();
}
