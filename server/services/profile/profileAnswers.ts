// The answers of the profile editor's base and additional steps (000 §7): the step's form values
// for one language, the clinic header the frame shows, and the completion marks of both languages.
import type { Selectable } from 'kysely';
import type { EditLang } from '../../../common/lang';
import { languages } from '../../../schemas/enums/languages';
import type { ClinicL10nTable, ClinicsTable } from '../../db/clinicTables';
import type { Db } from '../../db/kysely';
import { citiesWithNames } from '../../repositories/categories';
import { clinicDetails, marksOf } from '../../repositories/clinics';
import { baseTexts, completeEditAnswer, ll10nAnswer, profileTexts } from '../catalogue/clinicDetails';
import { decimalText } from './formValues';
import { ADDITIONAL_SECTION } from './saveAdditional';
import { BASE_SECTION } from './saveBase';

type Clinic = Selectable<ClinicsTable>;
type Texts = Pick<Selectable<ClinicL10nTable>, 'lang' | 'visible' | 'name' | 'short_name'>[];

/** The section's version for the form to send back (If-Match): its latest content date in any
 * language, 0 before staff's first save (as repositories/versions.ts sectionVersion reads it). */
export const sectionUpdated = (marks: { section: number; cd: number | null }[], section: number) =>
  Math.max(0, ...marks.filter((m) => Number(m.section) === section).map((m) => Number(m.cd ?? 0)));

export async function completeEditOf(db: Db, clinicId: number) {
  return completeEditAnswer(await marksOf(db, clinicId));
}

/** The clinic as the profile frame shows it: state and the per-language names and visibility. */
export function clinicHeader(clinic: Clinic, texts: Texts) {
  return { id: clinic.id, hash: clinic.hash, state: clinic.state, ll10n: ll10nAnswer(texts) };
}

export async function baseAnswer(db: Db, clinic: Clinic, lang: EditLang, uiLang: 'ru' | 'en') {
  const [d, cities] = await Promise.all([clinicDetails(db, clinic.id), citiesWithNames(db)]);
  return {
    base: {
      slug: clinic.slug,
      ...baseTexts(d.texts.find((row) => row.lang === lang)),
      region: clinic.region,
      citySelect: clinic.city_id,
      cityIdList: d.cities.map((c) => c.city_id),
      // As text in the form's own format, so that an unchanged value passes when sent back.
      latitude: decimalText(clinic.latitude, 8),
      longitude: decimalText(clinic.longitude, 8),
      rating: decimalText(clinic.rating, 2),
      timeZone: clinic.time_zone,
      languages: d.languages.map((l) => l.code),
      locals: lang,
      updated: sectionUpdated(d.marks, BASE_SECTION),
    },
    langs: languages.map((language) => ({ id: language.code, name: language[uiLang] })),
    cities: cities.map((c) => ({ id: c.id, name: { RU: c.name_ru ?? '', EN: c.name_en ?? '' }, region: c.region })),
    videoLinks: d.videos.map((v) => v.url),
    clinic: clinicHeader(clinic, d.texts),
    completeEdit: completeEditAnswer(d.marks),
  };
}

export async function additionalAnswer(db: Db, clinic: Clinic, lang: EditLang) {
  const d = await clinicDetails(db, clinic.id);
  const p = d.profiles.find((row) => row.lang === lang);
  return {
    additional: {
      accrList: d.accreditations.map((a) => a.code),
      ...profileTexts(p),
      locals: lang,
      updated: sectionUpdated(d.marks, ADDITIONAL_SECTION),
    },
    clinic: clinicHeader(clinic, d.texts),
    completeEdit: completeEditAnswer(d.marks),
  };
}
