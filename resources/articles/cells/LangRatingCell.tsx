// An article's or tag's languages and, when it has one, its rating: "RU, EN, рейтинг 5".
import { useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem } from '../articleRecords';

function LangRating() {
  const translate = useTranslate();
  const article = useRecordContext<ArticleListItem>();
  if (!article) return null;
  const rating = article.rating === null ? '' : `, ${translate('app.articles.rating', { rating: article.rating })}`;
  return <span style={{ whiteSpace: 'nowrap' }}>{`${article.locals}${rating}`}</span>;
}

export const cell: CellEntry = { name: 'langRating', render: () => <LangRating /> };
