// A clinic's restore: the profile's base and additional steps (its other steps keep their values
// in the history but have no restore yet, so their fields are shown, not offered). The record's
// version is the later of the two steps' versions.

import { type ClinicAdditionalForm, clinicAdditionalSchema } from '../../../../schemas/clinicAdditional';
import type { ClinicBaseForm } from '../../../../schemas/clinicBase';
import { clinicBaseSchema } from '../../../../schemas/clinicBase';
import { lockVersion, sectionVersion } from '../../../repositories/versions';
import { additionalAnswer, baseAnswer } from '../../profile/profileAnswers';
import { ADDITIONAL_SECTION, saveAdditionalIn } from '../../profile/saveAdditional';
import { BASE_SECTION, saveBaseIn } from '../../profile/saveBase';
import type { Restorer, RestoreStep } from './restorer';

const base: RestoreStep = {
  // The time zone is the catalogue's, shown disabled: not a field staff restore.
  shared: ['slug', 'region', 'citySelect', 'cityIdList', 'latitude', 'longitude', 'rating', 'languages', 'videoLinks'],
  perLang: ['name', 'shortName', 'city', 'address', 'phone', 'email', 'website'],
  schema: clinicBaseSchema,
  async form(db, id, lang) {
    const clinic = await db.selectFrom('clinics').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const answer = await baseAnswer(db, clinic, lang, 'ru');
    const { updated, timeZone, ...values } = answer.base;
    return { ...values, videoLinks: answer.videoLinks };
  },
  save: (sql, id, form, actor) => saveBaseIn(sql, id, form as ClinicBaseForm, actor),
};

const additional: RestoreStep = {
  shared: ['accrList'],
  perLang: ['accreditation', 'airportAddress', 'airportWay', 'placement', 'description', 'seoDescription', 'keywords'],
  schema: clinicAdditionalSchema,
  async form(db, id, lang) {
    const clinic = await db.selectFrom('clinics').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const { updated, ...values } = (await additionalAnswer(db, clinic, lang)).additional;
    return values;
  },
  save: (sql, id, form, actor) => saveAdditionalIn(sql.db, id, form as ClinicAdditionalForm, actor),
};

export const clinicRestorer: Restorer = {
  access: ['ADMIN'],
  steps: [base, additional],
  async version(db, id) {
    const clinic = await db.selectFrom('clinics').select('id').where('id', '=', id).executeTakeFirst();
    if (!clinic) return undefined;
    return Math.max(await sectionVersion(db, id, BASE_SECTION), await sectionVersion(db, id, ADDITIONAL_SECTION));
  },
  lock: async (trx, id) => {
    await lockVersion(trx, 'clinics', id);
  },
};
