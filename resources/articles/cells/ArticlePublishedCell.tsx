// Whether an article or a tag is published, and its publication date (002 §2 "published date with
// a published switch"): an article's switch publishes it or takes it back (PublishedSwitch.tsx); a
// tag's only shows it (`options.readOnly`: tags are published in their editor).
import { Box, Switch } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Lang } from '../../../common/lang';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem } from '../articleRecords';
import { day } from '../articleText';
import { PublishedSwitch } from '../PublishedSwitch';

function ArticlePublished({ lang, readOnly }: { lang: Lang; readOnly: boolean }) {
  const translate = useTranslate();
  const article = useRecordContext<ArticleListItem>();
  if (!article) return null;
  const label = translate('app.articles.tags.publishedState');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {readOnly ? (
        <Switch checked={article.published} disabled slotProps={{ input: { 'aria-label': label } }} />
      ) : (
        <PublishedSwitch article={article} />
      )}
      {day(article.publishedDT, lang)}
    </Box>
  );
}

export const cell: CellEntry = {
  name: 'articlePublished',
  render: (column, lang) => <ArticlePublished lang={lang} readOnly={column.options?.readOnly === true} />,
};
