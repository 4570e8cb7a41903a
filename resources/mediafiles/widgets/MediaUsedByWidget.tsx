// The articles that use an image (001 §2 "the list of articles that use the image"), in its edit
// modal: the articles list (react-admin's getList of 'articles') with the file's id as `mediaId`,
// the first `options.size` (20) of them and how many there are. Shown, not edited: the field is
// the record's id.
import { Alert, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import type { ArticleListItem } from '../../articles/articleRecords';

function MediaUsedByWidget({ field }: WidgetProps) {
  const translate = useTranslate();
  const headingId = useId();
  const mediaId: unknown = useWatch({ name: field.source });
  const size = (field.options?.size as number | undefined) ?? 20;
  const query = useGetList<ArticleListItem>('articles', { pagination: { page: 1, perPage: size }, filter: { mediaId } });
  const t = (key: string, params?: object) => translate(`app.mediaLibrary.editor.${key}`, params);
  const articles = query.data ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('usedBy')}
      </Typography>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('usedByFailed')}</Alert>}
      {query.data && articles.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('notUsed')}
        </Typography>
      )}
      {articles.length > 0 && (
        <List dense data-testid="media-used-by">
          {articles.map((article) => (
            <ListItem key={article.id} disableGutters>
              <ListItemText primary={t('article', { name: article.name, typ: article.typ, locals: article.locals })} />
            </ListItem>
          ))}
        </List>
      )}
      {(query.total ?? 0) > articles.length && (
        <Typography variant="caption">{t('usedByMore', { shown: articles.length, total: query.total })}</Typography>
      )}
    </section>
  );
}

export const widget: WidgetEntry = { name: 'mediaUsedBy', component: MediaUsedByWidget };
