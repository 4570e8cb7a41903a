// The clinics list's expected answer computed the plain way (every clinic, checked one by one in
// JS), to hold the indexed list query to.
import type { Db } from '../../server/db/kysely';
import { nameSearchKey } from '../../server/services/catalogue/clinicSearch';

export type ListFilters = { q?: string; cityId?: number; sid?: number; cId?: number; locals?: 'RU' | 'EN'; hideDeactive?: boolean };

export function listQuery(filters: ListFilters): string {
  return Object.entries(filters)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** Ids of the clinics that match, newest first. A name matches when its normalised text has a
 * word that starts with the normalised query. */
export async function expectedClinics(db: Db, f: ListFilters): Promise<number[]> {
  const [clinics, texts, cities, specialties, categories] = await Promise.all([
    db.selectFrom('clinics').select(['id', 'state']).execute(),
    db.selectFrom('clinic_l10n').select(['clinic_id', 'lang', 'visible', 'name', 'short_name']).execute(),
    db.selectFrom('clinic_cities').selectAll().execute(),
    db.selectFrom('clinic_specialties').select(['clinic_id', 'specialty_id', 'selected']).execute(),
    db.selectFrom('clinic_categories').select(['clinic_id', 'category_id', 'selected']).execute(),
  ]);
  const key = f.q ? nameSearchKey(f.q) : '';
  const named = (id: number) =>
    texts.some((t) => t.clinic_id === id && [t.name, t.short_name].some((n) => ` ${nameSearchKey(n)}`.includes(` ${key}`)));
  return clinics
    .filter((c) => !f.hideDeactive || c.state === 'ACTIVE')
    .filter((c) => f.cityId === undefined || cities.some((x) => x.clinic_id === c.id && x.city_id === f.cityId))
    .filter((c) => f.sid === undefined || specialties.some((x) => x.clinic_id === c.id && x.specialty_id === f.sid && x.selected === 1))
    .filter((c) => f.cId === undefined || categories.some((x) => x.clinic_id === c.id && x.category_id === f.cId && x.selected === 1))
    .filter((c) => f.locals === undefined || texts.some((x) => x.clinic_id === c.id && x.lang === f.locals && x.visible === 1))
    .filter((c) => !key || named(c.id))
    .map((c) => c.id)
    .sort((a, b) => b - a);
}
