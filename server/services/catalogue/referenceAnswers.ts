// GET /api/admin/allcategories in the shapes of 000 §3: Category (scId, active, names, spcs),
// Specialty (sid, active, names), City (id, name per language, region).
import type { NamedRow } from '../../repositories/categories';

const names = (row: { name_ru: string | null; name_en: string | null }) => ({ RU: row.name_ru ?? '', EN: row.name_en ?? '' });

export function allCategoriesAnswer(
  categories: (NamedRow & { medical: number })[],
  links: { category_id: number; specialty_id: number }[],
  specialties: (NamedRow & { procedure: number })[],
  cities: { id: number; region: number; name_ru: string | null; name_en: string | null }[],
) {
  return {
    categories: categories.map((c) => ({
      id: c.id,
      scId: c.id,
      active: Number(c.active) === 1,
      medical: Number(c.medical) === 1,
      names: names(c),
      spcs: links.filter((l) => l.category_id === c.id).map((l) => l.specialty_id),
    })),
    specialties: specialties.map((s) => ({
      id: s.id,
      sid: s.id,
      active: Number(s.active) === 1,
      procedure: Number(s.procedure) === 1,
      names: names(s),
    })),
    cities: cities.map((c) => ({ id: c.id, name: names(c), region: c.region })),
  };
}
