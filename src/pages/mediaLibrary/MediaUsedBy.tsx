// The articles that use an image (001 §2 "the list of articles that use the image"): GET
// /api/admin/articles/list with mediaId, the first USED_BY_SIZE of them and how many there are.
// The articles list is the content area's call, not declared yet (dataProvider/articleCalls.ts):
// described here until it is.
import { Alert, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { HttpRequest } from '../../../dataProvider/http';
import type { AppDataProvider } from '../../../dataProvider/index';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';

/** An article of the list (002 §3 "Article (list item)"), as far as the library shows it. */
interface ArticleItem {
  id: number;
  typ: string;
  name: string;
  locals: string;
}

interface ArticlePage {
  slice: ArticleItem[];
  total: number;
}

/** The articles shown under an image at once; the total says how many more there are. */
const USED_BY_SIZE = 20;

const usedBy = (file: MediaFile): HttpRequest => ({
  path: '/api/admin/articles/list',
  query: { mediaId: file.id, page: 0, size: USED_BY_SIZE },
});

export function MediaUsedBy({ file }: { file: MediaFile }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['mediaUsedBy', file.id],
    queryFn: () => dataProvider.request<ArticlePage>(usedBy(file)),
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
