// The catalogue as an article's categories and specialties modal lists it: every active category
// by name, with its specialties (GET /api/admin/allcategories, shared with the clinics filters).
import { useMemo } from 'react';
import { useLang } from '../../src/useLang';
import { nameIn } from '../clinics/clinicModel';
import { useAllCategories } from '../clinics/useAllCategories';

export function useArticleReference() {
  const lang = useLang();
  const reference = useAllCategories();
  return useMemo(() => {
    const specialtyNames = new Map(reference.specialties.map((s) => [s.id, nameIn(s.names, lang)]));
    const categories = reference.categories
      .filter((c) => c.active)
      .map((c) => ({
        id: c.id,
        name: nameIn(c.names, lang),
        specialties: c.spcs.map((id) => ({ id, name: specialtyNames.get(id) ?? `#${id}` })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { categories };
  }, [reference, lang]);
}
