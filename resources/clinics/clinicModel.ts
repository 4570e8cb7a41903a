// The reference data of the clinics filters and of the screens that name categories, specialties
// and cities (GET /api/admin/allcategories, useAllCategories.ts), and the names it derives.
import { type EditLang, editLangOf, type Lang } from '../../common/lang';

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
