// A clinic's restore: the profile's base, additional, offer and promotions steps, each through its
// own save (its other steps keep their values in the history but have no restore yet, so their
// fields are shown, not offered). The record's version is the latest of these steps' versions.
import type { EditLang } from '../../../../common/lang';
import { type ClinicAdditionalForm, clinicAdditionalSchema } from '../../../../schemas/clinicAdditional';
import { type ClinicBaseForm, clinicBaseSchema } from '../../../../schemas/clinicBase';
import { type ClinicOfferForm, clinicOfferSchema } from '../../../../schemas/clinicOffer';
import { type ClinicPromotionsForm, clinicPromotionsSchema } from '../../../../schemas/clinicPromotions';
import type { Db } from '../../../db/kysely';
import { lockVersion, sectionVersion } from '../../../repositories/versions';
import { offerAnswer, promotionsAnswer } from '../../profile/offerAnswers';
import { additionalAnswer, baseAnswer } from '../../profile/profileAnswers';
import { ADDITIONAL_SECTION, saveAdditionalIn } from '../../profile/saveAdditional';
import { BASE_SECTION, saveBaseIn } from '../../profile/saveBase';
import { OFFER_SECTION, saveOfferIn } from '../../profile/saveOffer';
import { PROMOTIONS_SECTION, savePromotionsIn } from '../../profile/savePromotions';
import type { FormValues, Restorer, RestoreStep } from './restorer';

type Clinic = Awaited<ReturnType<typeof clinicRow>>;
const clinicRow = (db: Db, id: number) => db.selectFrom('clinics').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The step's form as its answer gives it, without the version (the restore checks the record's). */
const formOf =
  (answer: (db: Db, clinic: Clinic, lang: EditLang) => Promise<{ updated: number } & FormValues>) =>
  async (db: Db, id: number, lang: EditLang) => {
    const { updated, ...values } = await answer(db, await clinicRow(db, id), lang);
    return values;
  };

const base: RestoreStep = {
  // The time zone is the catalogue's, shown disabled: not a field staff restore.
  shared: ['slug', 'region', 'citySelect', 'cityIdList', 'latitude', 'longitude', 'rating', 'languages', 'videoLinks'],
  perLang: ['name', 'shortName', 'city', 'address', 'phone', 'email', 'website'],
  schema: clinicBaseSchema,
  form: formOf(async (db, clinic, lang) => {
    const answer = await baseAnswer(db, clinic, lang, 'ru');
    const { timeZone, ...values } = answer.base;
    return { ...values, videoLinks: answer.videoLinks };
  }),
  save: (sql, id, form, actor) => saveBaseIn(sql, id, form as ClinicBaseForm, actor),
};

const additional: RestoreStep = {
  shared: ['accrList'],
  perLang: ['accreditation', 'airportAddress', 'airportWay', 'placement', 'description', 'seoDescription', 'keywords'],
  schema: clinicAdditionalSchema,
  form: formOf(async (db, clinic, lang) => (await additionalAnswer(db, clinic, lang)).additional),
  save: (sql, id, form, actor) => saveAdditionalIn(sql.db, id, form as ClinicAdditionalForm, actor),
};

const offer: RestoreStep = {
  shared: ['responseRate', 'priceSegment', 'recommended'],
  perLang: ['clinicOffer', 'clinicAdv'],
  schema: clinicOfferSchema,
  form: formOf(async (db, clinic, lang) => (await offerAnswer(db, clinic, lang)).offer),
  save: (sql, id, form, actor) => saveOfferIn(sql.db, id, form as ClinicOfferForm, actor),
};

const promotions: RestoreStep = {
  shared: [],
  perLang: ['specialOffer'],
  schema: clinicPromotionsSchema,
  form: formOf(async (db, clinic, lang) => (await promotionsAnswer(db, clinic, lang)).promotions),
  save: (sql, id, form, actor) => savePromotionsIn(sql.db, id, form as ClinicPromotionsForm, actor),
};

const SECTIONS = [BASE_SECTION, ADDITIONAL_SECTION, OFFER_SECTION, PROMOTIONS_SECTION];

export const clinicRestorer: Restorer = {
  steps: [base, additional, offer, promotions],
  async version(db, id) {
    const clinic = await db.selectFrom('clinics').select('id').where('id', '=', id).executeTakeFirst();
    if (!clinic) return undefined;
    return Math.max(...(await Promise.all(SECTIONS.map((section) => sectionVersion(db, id, section)))));
  },
  lock: async (trx, id) => {
    await lockVersion(trx, 'clinics', id);
  },
};
