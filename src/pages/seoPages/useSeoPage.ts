// One SEO page in the edit language (getSeoPage) and its save (saveSeoPage: JSON, field errors
// under `error`): the save sends the version it loaded; when someone else saved meanwhile
// the form offers to reload or to overwrite (the engine's ConflictDialog).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import type { Author } from '../../../resources/authors/authorRecords';
import type { SeoPageSave, SeoPagesProvider, SeoPlace } from '../../../resources/seopages/seoPageRecords';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { AS_ANSWERED, WHOLE_PAGE } from '../../engine/list/wholeList';
import { seoBody } from './seoPageForm';

export function useSeoPage(place: SeoPlace, locals: EditLang, onSaved: () => void) {
  const dataProvider = useDataProvider<SeoPagesProvider>();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['seoPage', place, locals],
    queryFn: () => dataProvider.getSeoPage({ cid: String(place.cid), sid: String(place.sid ?? ''), ct: String(place.ct ?? ''), locals }),
    // Always the stored values; a refetch would remount the form and drop its edits.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // In the server's order (by name), as the article editor's pickers read them.
  const authors = useGetList<Author>('authors', { pagination: WHOLE_PAGE, sort: AS_ANSWERED });
  const conflict = useVersionConflict(() => query.refetch());

  const persist: Persist = async (values, options) => {
    const version = options?.overwrite ? undefined : query.data?.updated;
    try {
      await dataProvider.saveSeoPage(seoBody(place, locals, values) as SeoPageSave, { version });
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
