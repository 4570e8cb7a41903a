// Loads an article or tag for its editor (id 0: a new one of the query's type) and saves it
// (saveArticle or saveTag: multipart, field errors under `errors`), sending the version it loaded;
// when someone else saved meanwhile the form offers to reload or to overwrite (ConflictDialog).
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import type { ArticleDetail, ArticleKind, ArticleSave, ArticlesProvider } from '../../../resources/articles/articleRecords';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';

/** Not a call's input: it only keys the editor's read apart from the lists' rows. */
const EDITOR_READ = { read: 'editor' };

export function useArticleEditor(kind: ArticleKind, id: number, onSaved: (id: number) => void) {
  const dataProvider = useDataProvider<ArticlesProvider>();
  const notify = useNotify();
  // react-admin's getOne of 'tags' or 'articles'. A list fills the getOne cache with its rows,
  // which lack the editor's fields: the editor's read is kept apart under its own meta.
  const query = useGetOne<ArticleDetail>(
    kind === 'tag' ? 'tags' : 'articles',
    { id, meta: EDITOR_READ },
    {
      enabled: id > 0,
      // Always the stored values; a refetch would remount the form and drop its edits.
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
  const conflict = useVersionConflict(() => query.refetch());

  const persist: Persist = async (values, options) => {
    const version = options?.overwrite || id === 0 ? undefined : query.data?.updated;
    const body = { ...values, id } as ArticleSave;
    try {
      const saved = kind === 'tag' ? await dataProvider.saveTag(body, { version }) : await dataProvider.saveArticle(body, { version });
      notify('form.success', { type: 'success' });
      onSaved(saved.id);
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  return {
    detail: query.data,
    isPending: id > 0 && query.isPending,
    loadedAt: query.dataUpdatedAt,
    persist,
    conflict,
    reload: query.refetch,
  };
}
