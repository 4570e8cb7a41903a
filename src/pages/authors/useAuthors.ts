// The active authors (listAuthors), shared by the list, the editor's back link and the
// article editor's author dropdowns (one cache, so an author saved here shows there at once).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Author, AuthorsProvider } from '../../../resources/authors/authorRecords';

export const AUTHORS_KEY = 'authors';

export function useAuthors() {
  const dataProvider = useDataProvider<AuthorsProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [AUTHORS_KEY],
    queryFn: async () => (await dataProvider.listAuthors()).authors,
  });
  return { ...query, invalidate: () => queryClient.invalidateQueries({ queryKey: [AUTHORS_KEY] }) };
}

export const fullName = (a: Pick<Author, 'lastName' | 'firstName' | 'patronymicName'>) =>
  [a.lastName, a.firstName, a.patronymicName].filter(Boolean).join(' ');
