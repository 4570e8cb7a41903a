// The data of the SEO pages screen: the reference catalogue (allcategories, shared with the clinics
// list), the tree of the chosen city and language (getseopages), the main flag's save, and the
// disease search (3 letters at least, 700 ms after the last key, 002 §9).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { SeoTree } from '../../../common/seoTree';
import type { AppDataProvider } from '../../../dataProvider/index';
import { type Disease, seoPageCalls } from '../../../dataProvider/seoPageCalls';
import { useAllCategories } from '../../../resources/clinics/useAllCategories';
import { useDebouncedSearch } from '../../engine/search/useDebouncedSearch';

export function useSeoTree(locals: EditLang, cityId: number | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const reference = useAllCategories();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = ['seoTree', locals, cityId];
  const tree = useQuery({ queryKey: key, queryFn: () => dataProvider.request<SeoTree>(seoPageCalls.tree(locals, cityId)) });
  const saveMain = async (id: number, main: boolean) => {
    try {
      await dataProvider.request(seoPageCalls.saveMain(id, locals, main));
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const search = useCallback(
    async (query: string) => {
      const { diseases } = await dataProvider.request<{ diseases: Disease[] }>(seoPageCalls.diseases(query));
      return diseases.map((disease) => ({ id: disease.id, str: disease.name }));
    },
    [dataProvider],
  );
  return useDebouncedSearch(text, search);
}
