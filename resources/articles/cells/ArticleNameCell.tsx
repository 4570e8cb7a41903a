// An article's or tag's name, a link to its editor (`options.to`, `:id` its id), over the names of
// the categories, specialties and rubrics it is linked to (002 §2).
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem } from '../articleRecords';
import { linkedNames } from '../articleText';
import { useArticleReference } from '../useArticleReference';

function ArticleName({ to }: { to?: string }) {
  const article = useRecordContext<ArticleListItem>();
  const reference = useArticleReference();
  if (!article) return null;
  return (
    <>
      {to ? <Link to={to.replace(':id', String(article.id))}>{article.name}</Link> : article.name}
      <Typography variant="caption" component="div" color="text.secondary">
        {linkedNames(article, reference)}
      </Typography>
    </>
  );
}

export const cell: CellEntry = { name: 'articleName', render: (column) => <ArticleName to={column.options?.to as string | undefined} /> };
