// The reference data of the clinics filters, the video pickers and the article references (GET
// /api/admin/allcategories: react-admin's getList of 'categories', the specialties and cities as
// its side lists), read once and shared, also with the category filters of declared lists (the
// same whole-list read); the first sync step (specialties with categories) reloads it.
import { useGetList } from 'react-admin';
import { wholeListOf } from '../../src/engine/list/wholeList';
import type { Reference } from './clinicModel';

const WHOLE = wholeListOf({});

export function useAllCategories(): Reference {
  const { data, meta } = useGetList<Reference['categories'][number]>('categories', WHOLE, { staleTime: 5 * 60_000 });
  const sides = (meta as { sides?: Partial<Reference> } | undefined)?.sides;
  return { categories: data ?? [], specialties: sides?.specialties ?? [], cities: sides?.cities ?? [] };
}
