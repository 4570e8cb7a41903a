// The clinics screen's records as the data provider hands them over (GET /api/admin/clinicslist
// with the per-clinic extras merged in, GET /api/admin/allcategories), and the texts it derives.
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

export interface ClinicRecord extends RaRecord {
  id: number;
  hash: string;
  state: string;
  directLead: boolean;
  superAgentId: number | null;
  updated: number;
  updatedBy: string | null;
  ll10n: Partial<Record<EditLang, ClinicL10n>>;
  quality: Record<EditLang, number>;
  modules: { module: string }[];
  doctorsQty: Qty;
  reviewsQty: Qty;
}

export type Names = Partial<Record<EditLang, string>>;

export interface Reference {
  categories: { id: number; active: boolean; names: Names; spcs: number[] }[];
  specialties: { id: number; active: boolean; names: Names }[];
  cities: { id: number; name: Names; region: number }[];
}

/** A name in the UI language, else in Russian (the fallback language). */
export const nameIn = (names: Names | undefined, lang: Lang) => names?.[editLangOf(lang)] || names?.RU || '';

export const isVisible = (clinic: ClinicRecord, lang: EditLang) => clinic.ll10n[lang]?.visible === true;

export function formatUpdated(updated: number, lang: Lang): string {
  if (!updated) return '';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'short', timeStyle: 'short' }).format(updated);
}
