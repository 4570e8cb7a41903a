// The reference data of the clinics filters (GET /api/admin/allcategories), loaded once and
// shared; the first sync step (specialties with categories) reloads it.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { Reference } from './clinicModel';
import type { categoryCalls } from './listCalls';

export const ALL_CATEGORIES_KEY = ['allcategories'] as const;

const EMPTY: Reference = { categories: [], specialties: [], cities: [] };

export function useAllCategories(): Reference {
  const dataProvider = useDataProvider<CallsProvider<typeof categoryCalls>>();
  const { data } = useQuery({
    queryKey: ALL_CATEGORIES_KEY,
    queryFn: async (): Promise<Partial<Reference> | null> => dataProvider.allCategories(),
    staleTime: 5 * 60_000,
  });
  return { ...EMPTY, ...data };
}
