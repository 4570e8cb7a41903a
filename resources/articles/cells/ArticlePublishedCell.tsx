// Whether an article is published, the switch that publishes it or takes it back (it saves the
// article with the version it loads), and its publication date (002 §2 "published date with a
// published switch").
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Lang } from '../../../common/lang';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem } from '../articleRecords';
import { day } from '../articleText';
import { PublishedSwitch } from '../PublishedSwitch';

function ArticlePublished({ lang }: { lang: Lang }) {
  const article = useRecordContext<ArticleListItem>();
  if (!article) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <PublishedSwitch article={article} />
      {day(article.publishedDT, lang)}
    </Box>
  );
}

export const cell: CellEntry = { name: 'articlePublished', render: (_column, lang) => <ArticlePublished lang={lang} /> };
