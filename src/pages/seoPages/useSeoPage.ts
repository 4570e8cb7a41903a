// One SEO page in the edit language (GET /api/admin/seopage) and its save (POST, JSON, field
// errors under `error`): the save sends the version it loaded; when someone else saved meanwhile
// the form offers to reload or to overwrite (the engine's ConflictDialog).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { AppDataProvider } from '../../../dataProvider/index';
import { type Author, type SeoPage, type SeoPlace, seoPageCalls } from '../../../dataProvider/seoPageCalls';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { seoBody } from './seoPageForm';

export function useSeoPage(place: SeoPlace, locals: EditLang, onSaved: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['seoPage', place, locals],
    queryFn: () => dataProvider.request<SeoPage>(seoPageCalls.page(place, locals)),
    // Always the stored values; a refetch would remount the form and drop its edits.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const authors = useQuery({
    queryKey: ['authors'],
    queryFn: async () => (await dataProvider.request<{ authors: Author[] }>(seoPageCalls.authors())).authors,
  });
  const conflict = useVersionConflict(() => query.refetch());

  const persist: Persist = async (values, options) => {
    const version = options?.overwrite ? undefined : query.data?.updated;
    try {
      await dataProvider.request(seoPageCalls.save(seoBody(place, locals, values), version));
      notify('form.success', { type: 'success' });
      onSaved();
      await query.refetch();
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, notify, () => conflict.open(values));
      if (Object.keys(errors).length > 0) notify('form.error', { type: 'error' });
      return errors;
    }
  };

  return { page: query.data, loadedAt: query.dataUpdatedAt, authors: authors.data, persist, conflict };
}
