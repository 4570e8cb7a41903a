// The tags list (002 §2 "Tags"): id, name linking to the editor, locale and rating, published date
// with a disabled switch, slug, updated; 15 a page (the page in the query string); Create.
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable } from '../../src/engine/list/RecordTable';
import { useLang } from '../../src/useLang';
import { articleColumns } from '../articles/articleColumns';
import { ARTICLES_PAGE_SIZE, useArticlePage } from '../articles/useArticlePage';
import { useArticleReference } from '../articles/useArticleReference';

const editPath = (id: number) => `/admin/tags/edit/${id}`;

export default function TagList() {
  const translate = useTranslate();
  const lang = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useArticlePage('TAG', page);
  const reference = useArticleReference();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.tags.name', { smart_count: 2 })} />
      <Stack direction="row" sx={{ p: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(editPath(0))}>
          {translate('app.articles.tags.create')}
        </Button>
      </Stack>
      <RecordTable
        columns={articleColumns({ translate, lang, reference, editPath, tags: true })}
        rows={list.rows}
        isPending={list.isPending}
        isFetching={list.isFetching}
      />
      <QueryPagination page={page} perPage={ARTICLES_PAGE_SIZE} total={list.total} onPage={(to) => setParams({ page: String(to) })} />
    </Card>
  );
}
