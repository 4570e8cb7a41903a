// The reference data of the clinics filters (GET /api/admin/allcategories), loaded once and
// shared; the first sync step (specialties with categories) reloads it.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { clinicCalls } from '../../dataProvider/endpoints';
import type { AppDataProvider } from '../../dataProvider/index';
import type { Reference } from './clinicModel';

export const ALL_CATEGORIES_KEY = ['allcategories'] as const;

const EMPTY: Reference = { categories: [], specialties: [], cities: [] };

export function useAllCategories(): Reference {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ALL_CATEGORIES_KEY,
    queryFn: () => dataProvider.request<Partial<Reference> | null>(clinicCalls.allCategories()),
    staleTime: 5 * 60_000,
  });
  return { ...EMPTY, ...data };
}
