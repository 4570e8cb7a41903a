// The clinics screen's records (GET /api/admin/clinicslist, resources/clinics/listCalls.ts, with
// the per-clinic extras of the answer's maps merged in; GET /api/admin/allcategories), and the
// texts it derives.
import type { RaRecord } from 'react-admin';
import { type EditLang, editLangOf, type Lang } from '../../common/lang';

/** The 13 profile sections whose completion makes the profile quality (000 §9). */
export const PROFILE_SECTIONS_TOTAL = 13;

export interface Qty {
  visible: number;
  total: number;
}

export interface ClinicL10n {
  visible: boolean;
  shortName: string;
  name: string;
}

/** A clinic of the list's page, before its extras are merged in. */
export interface ClinicItem extends RaRecord {
  id: number;
  hash: string;
  state: string;
  directLead: boolean;
  superAgentId: number | null;
  updated: number;
  updatedBy: string | null;
  ll10n: Partial<Record<EditLang, ClinicL10n>>;
  quality: Record<EditLang, number>;
}

export interface ClinicRecord extends ClinicItem {
  modules: { module: string }[];
  doctorsQty: Qty;
  reviewsQty: Qty;
}

type ById<T> = Record<string, T | undefined>;

/** Each clinic with its modules and its doctors' and reviews' counts, which the list answers in
 * maps by clinic id (its side lists, meta.sides). */
export function withExtras(clinics: readonly ClinicItem[], sides: Record<string, unknown> | undefined): ClinicRecord[] {
  const map = <T>(name: string) => (sides?.[name] ?? {}) as ById<T>;
  const [modules, doctorsQty, reviewsQty] = [map<ClinicRecord['modules']>('modules'), map<Qty>('doctorsQty'), map<Qty>('reviewsQty')];
  const none: Qty = { visible: 0, total: 0 };
  return clinics.map((clinic) => ({
    ...clinic,
    modules: modules[clinic.id] ?? [],
    doctorsQty: doctorsQty[clinic.id] ?? none,
    reviewsQty: reviewsQty[clinic.id] ?? none,
  }));
}

export type Names = Partial<Record<EditLang, string>>;

export interface Reference {
  categories: { id: number; active: boolean; names: Names; spcs: number[] }[];
  specialties: { id: number; active: boolean; names: Names }[];
  cities: { id: number; name: Names; region: number }[];
}

/** A name in the UI language, else in Russian (the fallback language). */
export const nameIn = (names: Names | undefined, lang: Lang) => names?.[editLangOf(lang)] || names?.RU || '';

/** The cities as a select's options, by name in the UI language (the SEO pages' city filter). */
export const cityChoices = (reference: Reference, lang: Lang) =>
  reference.cities
    .map((city) => ({ id: String(city.id), name: nameIn(city.name, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));

export const isVisible = (clinic: ClinicItem, lang: EditLang) => clinic.ll10n[lang]?.visible === true;
