// The published switch of an article's row (002 §2 "published date with a published switch"): it
// loads the article, saves it with the flag turned (article/save with the version it loaded, so a
// concurrent edit is never overwritten) and reloads the list. A refused save says why. There is no
// publish call for one article: the bulk action's is the editor's save (common/bulkSingles.ts).
import { Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type HttpError, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem, ArticleSave, ArticlesProvider } from '../articleRecords';

function PublishedSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const article = useRecordContext<ArticleListItem>();
  const dataProvider = useDataProvider<ArticlesProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!article) return null;
  const toggle = async (published: boolean) => {
    setBusy(true);
    try {
      // The stored values as the form sends them: the picked file and the version are not fields.
      const { article: detail } = await dataProvider.getArticle({ id: article.id });
      const { media: _media, updated, ...values } = detail;
      await dataProvider.saveArticle({ ...values, published } as ArticleSave, { version: updated });
      notify('form.success', { type: 'success' });
    } catch (error) {
      // A stored article that no longer passes a rule (e.g. its date left the window) says which.
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
      notify(fields ? Object.values(fields).join('; ') : (error as Error).message || 'form.error', { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['articles'] });
    }
  };
  return (
    <Switch
      checked={article.published}
      disabled={busy}
      onChange={(event) => void toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': translate('app.articles.publishedSwitch', { name: article.name }) } }}
    />
  );
}

export const cell: CellEntry = { name: 'articlePublished', render: () => <PublishedSwitch /> };
