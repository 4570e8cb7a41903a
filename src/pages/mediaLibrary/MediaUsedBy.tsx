// The articles that use an image (001 §2 "the list of articles that use the image"): the articles
// list (listArticles: react-admin's getList of 'articles') with mediaId, the first USED_BY_SIZE of them and how
// many there are.
import { Alert, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ArticleListItem } from '../../../resources/articles/articleRecords';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';

/** The articles shown under an image at once; the total says how many more there are. */
const USED_BY_SIZE = 20;

export function MediaUsedBy({ file }: { file: MediaFile }) {
  const translate = useTranslate();
  const query = useGetList<ArticleListItem>('articles', {
    pagination: { page: 1, perPage: USED_BY_SIZE },
    filter: { mediaId: file.id },
  });
  const t = (key: string, params?: object) => translate(`app.mediaLibrary.editor.${key}`, params);
  const articles = query.data ?? [];
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
      {(query.total ?? 0) > articles.length && (
        <Typography variant="caption">{t('usedByMore', { shown: articles.length, total: query.total })}</Typography>
      )}
    </section>
  );
}
