// GET /api/admin/getclinic: one clinic in the shape of 000 §3 "Clinic" (ll10n and l10n keyed by
// language, completeEdit as cd/rd per language and section), and the aux answer per language.
import type { Selectable } from 'kysely';
import type { EditLang } from '../../../common/lang';
import type { ClinicsTable } from '../../db/clinicTables';
import type { Db } from '../../db/kysely';
import { clinicDetails } from '../../repositories/clinics';
import { listL10n } from './clinicAnswers';

type Marks = { section: number; lang: string; cd: number | null; rd: number | null }[];
type Details = Awaited<ReturnType<typeof clinicDetails>>;
type TextRow = Details['texts'][number];
type ProfileRow = Details['profiles'][number];

/** A language's base-step texts (clinic_l10n) by their wire names; '' when absent. */
export function baseTexts(t: TextRow | undefined) {
  return {
    name: t?.name ?? '',
    shortName: t?.short_name ?? '',
    city: t?.city ?? '',
    address: t?.address ?? '',
    phone: t?.phone ?? '',
    email: t?.email ?? '',
    website: t?.website ?? '',
  };
}

/** A language's additional-step texts (clinic_profile_l10n) by their wire names; '' when absent. */
export function profileTexts(p: ProfileRow | undefined) {
  return {
    accreditation: p?.accreditation ?? '',
    airportAddress: p?.airport_address ?? '',
    airportWay: p?.airport_way ?? '',
    placement: p?.placement ?? '',
    description: p?.description ?? '',
    seoDescription: p?.seo_description ?? '',
    keywords: p?.keywords ?? '',
  };
}
const LANGS: EditLang[] = ['RU', 'EN'];
const flag = (value: unknown) => Number(value) === 1;
const time = (value: number | null) => (value === null ? null : Number(value));

/** cd and rd of each section that has a mark, for one language: { cd: { "1": ms }, rd: {...} }. */
export function auxAnswer(marks: Marks, lang: EditLang) {
  const mine = marks.filter((m) => m.lang === lang);
  return {
    cd: Object.fromEntries(mine.map((m) => [m.section, time(m.cd)])),
    rd: Object.fromEntries(mine.map((m) => [m.section, time(m.rd)])),
  };
}

/** completeEdit: { RU: { cd: { <section>: ms }, rd: {...} }, EN: {...} } (both languages, as the answers declare). */
export const completeEditAnswer = (marks: Marks) =>
  Object.fromEntries(LANGS.map((lang) => [lang, auxAnswer(marks, lang)])) as Record<EditLang, ReturnType<typeof auxAnswer>>;

/** ll10n: { RU|EN: { visible, shortName, name } }, as the clinics list shows them. */
export function ll10nAnswer(texts: Pick<TextRow, 'lang' | 'visible' | 'name' | 'short_name'>[]) {
  const text = (lang: EditLang) => texts.find((t) => t.lang === lang);
  return Object.fromEntries(
    LANGS.map((lang) => [lang, listL10n(text(lang)?.visible, text(lang)?.short_name ?? null, text(lang)?.name ?? null)]),
  ) as Record<EditLang, ReturnType<typeof listL10n>>;
}

export async function clinicAnswer(db: Db, clinic: Selectable<ClinicsTable>) {
  const d = await clinicDetails(db, clinic.id);
  const l10n = (lang: EditLang) => ({
    ...baseTexts(d.texts.find((t) => t.lang === lang)),
    region: clinic.region,
    ...profileTexts(d.profiles.find((p) => p.lang === lang)),
  });
  const logo = (hash: string | null, fileType: string | null) => (hash ? { hash, fileType } : null);
  return {
    id: clinic.id,
    origId: clinic.orig_id,
    hash: clinic.hash,
    slug: clinic.slug,
    state: clinic.state,
    created: Number(clinic.created),
    updated: Number(clinic.updated),
    country: clinic.country,
    region: clinic.region,
    city: clinic.city_id,
    cityIdList: d.cities.map((c) => c.city_id),
    superAgentId: clinic.super_agent_id,
    byMedimost: flag(clinic.by_medimost),
    agreement: flag(clinic.agreement),
    directLead: flag(clinic.direct_lead),
    latitude: clinic.latitude,
    longitude: clinic.longitude,
    rating: clinic.rating,
    timeZone: clinic.time_zone,
    languages: d.languages.map((l) => l.code),
    accrList: d.accreditations.map((a) => a.code),
    videoLinks: d.videos.map((v) => v.url),
    lLogo: logo(clinic.l_logo_hash, clinic.l_logo_file_type),
    mLogo: logo(clinic.m_logo_hash, clinic.m_logo_file_type),
    ll10n: ll10nAnswer(d.texts),
    // Keyed by both languages, as the answer declares.
    l10n: Object.fromEntries(LANGS.map((lang) => [lang, l10n(lang)])) as Record<EditLang, ReturnType<typeof l10n>>,
    completeEdit: completeEditAnswer(d.marks),
    omsDescription: clinic.oms_description,
    childrenDescription: clinic.children_description,
  };
}
