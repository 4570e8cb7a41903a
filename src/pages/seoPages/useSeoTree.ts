// The data of the SEO pages screen: the reference catalogue (allcategories, shared with the clinics
// list), the tree of the chosen city and language (getseopages), the main flag's save, and the
// disease search (3 letters at least, 700 ms after the last key, 002 §9).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { SeoTree } from '../../../common/seoTree';
import { useAllCategories } from '../../../resources/clinics/useAllCategories';
import type { SeoPagesProvider } from '../../../resources/seopages/seoPageRecords';
import { useDebouncedSearch } from '../../engine/search/useDebouncedSearch';

export function useSeoTree(locals: EditLang, cityId: number | null) {
  const dataProvider = useDataProvider<SeoPagesProvider>();
  const reference = useAllCategories();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = ['seoTree', locals, cityId];
  const tree = useQuery({
    queryKey: key,
    queryFn: async (): Promise<SeoTree> => dataProvider.seoTree({ locals, cityId: String(cityId ?? '') }),
  });
  const saveMain = async (id: number, main: boolean) => {
    try {
      await dataProvider.saveSeoPageMain({ id, locals, v: main });
      notify('form.success', { type: 'success' });
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['seoTree'] });
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: ['seoTree'] });
  return { reference, tree: tree.data, failed: tree.isError, saveMain, reload };
}

export function useDiseaseSearch(text: string) {
  const dataProvider = useDataProvider<SeoPagesProvider>();
  const search = useCallback(
    async (query: string) => {
      const { diseases } = await dataProvider.searchDiseases({ query });
      return diseases.map((disease) => ({ id: disease.id, str: disease.name }));
    },
    [dataProvider],
  );
  return useDebouncedSearch(text, search);
}
