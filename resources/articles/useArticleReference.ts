// The names an article list and editor show for ids: categories with their specialties (GET
// /api/admin/allcategories, shared with the clinics filters, by name) and rubrics (react-admin's
// getList of their resource: GET /api/rubrics), each loaded once and kept for five minutes.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { AS_ANSWERED, WHOLE_PAGE } from '../../src/engine/list/wholeList';
import { useLang } from '../../src/useLang';
import { nameIn } from '../clinics/clinicModel';
import { useAllCategories } from '../clinics/useAllCategories';

export type Named = { id: number; name: string };
/** Every record of a list that answers all at once (react-admin's getList). */
const ALL = { pagination: WHOLE_PAGE, sort: AS_ANSWERED };
const KEPT = { staleTime: 5 * 60_000 };

export function useArticleReference() {
  const lang = useLang();
  const reference = useAllCategories();
  const rubrics = useGetList<Named>('rubrics', ALL, KEPT);
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
    const byId = (items: Named[]) => new Map(items.map((item) => [item.id, item.name]));
    return { categories, names: { categories: byId(categories), specialties: specialtyNames, rubrics: byId(rubrics.data ?? []) } };
  }, [reference, rubrics.data, lang]);
}

export type ArticleReference = ReturnType<typeof useArticleReference>;
