// Whether a tag is published, a switch that shows it (tags are published in their editor), and
// its publication date (002 §2 "published date with a published switch").
import { Box, Switch } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Lang } from '../../../common/lang';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem } from '../articleRecords';
import { day } from '../articleText';

function Published({ lang }: { lang: Lang }) {
  const translate = useTranslate();
  const article = useRecordContext<ArticleListItem>();
  if (!article) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Switch checked={article.published} disabled slotProps={{ input: { 'aria-label': translate('app.articles.tags.publishedState') } }} />
      {day(article.publishedDT, lang)}
    </Box>
  );
}

export const cell: CellEntry = { name: 'tagPublished', render: (_column, lang) => <Published lang={lang} /> };
