// The articles that use an image (001 §2 "the list of articles that use the image"): the articles
// list (listArticles, the content area's call) with mediaId, the first USED_BY_SIZE of them and how
// many there are.
import { Alert, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { articleListCalls } from '../../../resources/articles/calls';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';

/** The articles shown under an image at once; the total says how many more there are. */
const USED_BY_SIZE = 20;

export function MediaUsedBy({ file }: { file: MediaFile }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof articleListCalls>>();
  const query = useQuery({
    queryKey: ['mediaUsedBy', file.id],
    queryFn: () => dataProvider.listArticles({ mediaId: file.id, page: 0, size: USED_BY_SIZE }),
  });
  const t = (key: string, params?: object) => translate(`app.mediaLibrary.editor.${key}`, params);
  const articles = query.data?.slice ?? [];
  return (
    <section aria-labelledby="media-used-by">
      <Typography id="media-used-by" variant="subtitle2" component="h3">
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
      {query.data && query.data.total > articles.length && (
        <Typography variant="caption">{t('usedByMore', { shown: articles.length, total: query.data.total })}</Typography>
      )}
    </section>
  );
}
