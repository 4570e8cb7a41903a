// The thumbnail of an article's image from the media library, decorative (the row's name says
// which article it is), or nothing when it has none.
import { useRecordContext } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { ArticleListItem } from '../articleRecords';

function ArticleImage() {
  const article = useRecordContext<ArticleListItem>();
  if (!article?.imageName) return null;
  return <img src={`/images/mediafile/thumb/${article.imageName}`} alt="" width={72} height={48} style={{ objectFit: 'cover' }} />;
}

export const cell: CellEntry = { name: 'articleImage', render: () => <ArticleImage /> };
