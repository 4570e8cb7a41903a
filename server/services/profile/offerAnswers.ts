// The answers of the offer, promotions and OMS steps (001 §7): the step's form values for one
// edit language with the section's version (If-Match), the clinic header the frame shows and the
// completion marks; the OMS list is read-only and answers the spec's { count, oms } only.
import type { Selectable } from 'kysely';
import type { EditLang } from '../../../common/lang';
import type { ClinicsTable } from '../../db/clinicTables';
import type { Db } from '../../db/kysely';
import { activeOmsOf, headerTextsOf, profileTextsOf } from '../../repositories/clinicOffer';
import { marksOf } from '../../repositories/clinics';
import { completeEditAnswer } from '../catalogue/clinicDetails';
import { clinicHeader, sectionUpdated } from './profileAnswers';
import { OFFER_SECTION } from './saveOffer';
import { PROMOTIONS_SECTION } from './savePromotions';

type Clinic = Selectable<ClinicsTable>;

/** A step's texts, header and marks, read together. */
async function stepParts(db: Db, clinic: Clinic, lang: EditLang) {
  const [texts, header, marks] = await Promise.all([
    profileTextsOf(db, clinic.id, lang),
    headerTextsOf(db, clinic.id),
    marksOf(db, clinic.id),
  ]);
  return { texts, marks, frame: { clinic: clinicHeader(clinic, header), completeEdit: completeEditAnswer(marks) } };
}

export async function offerAnswer(db: Db, clinic: Clinic, lang: EditLang) {
  const { texts, marks, frame } = await stepParts(db, clinic, lang);
  return {
    offer: {
      responseRate: clinic.response_rate === null ? null : Number(clinic.response_rate),
      priceSegment: clinic.price_segment,
      clinicOffer: texts?.clinic_offer ?? '',
      clinicAdv: texts?.clinic_adv ?? '',
      recommended: Number(clinic.recommended) === 1,
      locals: lang,
      updated: sectionUpdated(marks, OFFER_SECTION),
    },
    ...frame,
  };
}

export async function promotionsAnswer(db: Db, clinic: Clinic, lang: EditLang) {
  const { texts, marks, frame } = await stepParts(db, clinic, lang);
  return {
    promotions: { specialOffer: texts?.special_offer ?? '', locals: lang, updated: sectionUpdated(marks, PROMOTIONS_SECTION) },
    ...frame,
  };
}

export async function omsAnswer(db: Db, clinicId: number) {
  const oms = await activeOmsOf(db, clinicId);
  return { count: oms.length, oms };
}
