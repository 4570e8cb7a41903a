// The names an article list and editor show for ids: categories with their specialties (GET
// /api/admin/allcategories, shared with the clinics filters), hubs and rubrics (the lists of their
// resources: GET /api/admin/hubslist, GET /api/rubrics), each loaded once and kept for five minutes.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index';
import { useLang } from '../../src/useLang';
import { type Names, nameIn } from '../clinics/clinicModel';
import { useAllCategories } from '../clinics/useAllCategories';

export type Named = { id: number; name: string };
export const RUBRICS_KEY = ['rubrics'] as const;
/** Every record of a list that answers all at once. */
const ALL = { filter: {} };

export function useArticleReference() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const lang = useLang();
  const reference = useAllCategories();
  const hubs = useQuery({
    queryKey: ['hubslist'],
    queryFn: async () => (await dataProvider.getList<{ id: number; name: Names }>('hubs', ALL)).data,
    staleTime: 5 * 60_000,
  });
  const rubrics = useQuery({
    queryKey: RUBRICS_KEY,
    queryFn: async () => (await dataProvider.getList<Named & { slug: string }>('rubrics', ALL)).data,
    staleTime: 5 * 60_000,
  });
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
    const hubList = (hubs.data ?? []).map((h) => ({ id: h.id, name: nameIn(h.name, lang) }));
    const rubricList = [...(rubrics.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const byId = (items: Named[]) => new Map(items.map((item) => [item.id, item.name]));
    return {
      categories,
      hubs: hubList,
      rubrics: rubricList,
      names: { categories: byId(categories), specialties: specialtyNames, hubs: byId(hubList), rubrics: byId(rubricList) },
    };
  }, [reference, hubs.data, rubrics.data, lang]);
}

export type ArticleReference = ReturnType<typeof useArticleReference>;
