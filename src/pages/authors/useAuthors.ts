// The active authors (GET /api/admin/author/all), shared by the list, the editor's back link and the
// article editor's author dropdowns (one cache, so an author saved here shows there at once).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type Author, authorCalls } from '../../../dataProvider/authorCalls';
import type { AppDataProvider } from '../../../dataProvider/index';

export const AUTHORS_KEY = 'authors';

export function useAuthors() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [AUTHORS_KEY],
    queryFn: async () => (await dataProvider.request<{ authors: Author[] }>(authorCalls.all())).authors,
  });
  return { ...query, invalidate: () => queryClient.invalidateQueries({ queryKey: [AUTHORS_KEY] }) };
}

export const fullName = (a: Pick<Author, 'lastName' | 'firstName' | 'patronymicName'>) =>
  [a.lastName, a.firstName, a.patronymicName].filter(Boolean).join(' ');
