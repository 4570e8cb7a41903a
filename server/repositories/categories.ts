// The reference catalogue for GET /api/admin/allcategories: medical categories (directions) with
// their specialty ids, specialties and cities, each with both names. SQL only.
import type { Db } from '../db/kysely';

export type NamedRow = { id: number; active: number; name_ru: string | null; name_en: string | null };

export function specialtyCategories(db: Db): Promise<(NamedRow & { medical: number })[]> {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_l10n as ru', (j) => j.onRef('ru.category_id', '=', 'c.id').on('ru.lang', '=', 'RU'))
    .leftJoin('category_l10n as en', (j) => j.onRef('en.category_id', '=', 'c.id').on('en.lang', '=', 'EN'))
    .select(['c.id', 'c.active', 'c.medical', 'ru.name as name_ru', 'en.name as name_en'])
    .where('c.kind', '=', 'SPECIALTY')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

export function categorySpecialties(db: Db): Promise<{ category_id: number; specialty_id: number }[]> {
  return db.selectFrom('category_specialties').select(['category_id', 'specialty_id']).orderBy('category_id').orderBy('position').execute();
}

export function specialtiesWithNames(db: Db): Promise<(NamedRow & { procedure: number })[]> {
  return db
    .selectFrom('specialties as s')
    .leftJoin('specialty_l10n as ru', (j) => j.onRef('ru.specialty_id', '=', 's.id').on('ru.lang', '=', 'RU'))
    .leftJoin('specialty_l10n as en', (j) => j.onRef('en.specialty_id', '=', 's.id').on('en.lang', '=', 'EN'))
    .select(['s.id', 's.active', 's.procedure', 'ru.name as name_ru', 'en.name as name_en'])
    .orderBy('s.id')
    .execute();
}

export function citiesWithNames(db: Db): Promise<{ id: number; region: number; name_ru: string | null; name_en: string | null }[]> {
  return db
    .selectFrom('cities as c')
    .leftJoin('city_l10n as ru', (j) => j.onRef('ru.city_id', '=', 'c.id').on('ru.lang', '=', 'RU'))
    .leftJoin('city_l10n as en', (j) => j.onRef('en.city_id', '=', 'c.id').on('en.lang', '=', 'EN'))
    .select(['c.id', 'c.region', 'ru.name as name_ru', 'en.name as name_en'])
    .orderBy('c.id')
    .execute();
}
