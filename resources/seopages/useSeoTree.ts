// The data of the SEO tree: the reference catalogue (allcategories, shared with the clinics list),
// the tree of the chosen city and language (getseopages, cached under the resource's name so that a
// page's save shows in it), the main flag's save (the engine's call from a row: the tree read again,
// the one success and failure wordings), the disease search (3 letters at least, 700 ms
// after the last key, 002 §9), and the toolbar's choices kept in the address (react-admin's
// `filter` parameter), so that a reload or a shared link shows the same tree.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SeoTree } from '../../common/seoTree';
import { useCallMutation } from '../../src/engine/list/useCallMutation';
import { useDebouncedSearch } from '../../src/engine/search/useDebouncedSearch';
import { useAllCategories } from '../clinics/useAllCategories';
import type { ToolbarState } from './SeoToolbar';
import type { SeoPagesProvider } from './seoPageRecords';

const TREE = ['seopages', 'tree'];
const START: ToolbarState = { rows: 'none', cityId: null, locals: 'RU', search: '' };

export function useTreeState(): [ToolbarState, (next: Partial<ToolbarState>) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('filter');
  const state = useMemo((): ToolbarState => {
    try {
      return { ...START, ...(JSON.parse(text ?? '{}') as Partial<ToolbarState>) };
    } catch {
      return START;
    }
  }, [text]);
  const change = (next: Partial<ToolbarState>) =>
    setParams(
      (current) => {
        current.set('filter', JSON.stringify({ ...state, ...next }));
        return current;
      },
      { replace: true },
    );
  return [state, change];
}

export function useSeoTree({ locals, cityId }: ToolbarState) {
  const dataProvider = useDataProvider<SeoPagesProvider>();
  const reference = useAllCategories();
  const tree = useQuery({
    queryKey: [...TREE, locals, cityId],
    queryFn: async (): Promise<SeoTree> => dataProvider.seoTree({ locals, cityId: String(cityId ?? '') }),
  });
  const main = useCallMutation((input: { id: number; v: boolean }) => dataProvider.saveSeoPageMain({ ...input, locals }), {
    reloads: ['seopages'],
    success: 'form.success',
  });
  const saveMain = (id: number, v: boolean) => main.mutate({ id, v });
  return { reference, tree: tree.data, failed: tree.isError, saveMain };
}

export function useDiseaseSearch(text: string) {
  const dataProvider = useDataProvider<SeoPagesProvider>();
  const search = useCallback(
    async (query: string) => {
      const { diseases } = await dataProvider.searchDiseases({ query }).catch(() => ({ diseases: [] as { id: number; name: string }[] }));
      return diseases.map((disease) => ({ id: disease.id, str: disease.name }));
    },
    [dataProvider],
  );
  return useDebouncedSearch(text, search);
}
