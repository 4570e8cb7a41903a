// A small round picture of the record (an author's photo thumbnail): decorative, the row's title
// names the record.
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function Picture({ path }: { path: string }) {
  const src = valueAt(useRecordContext(), path);
  return <Avatar src={typeof src === 'string' && src ? src : undefined} alt="" />;
}

export const cell: CellEntry = { name: 'image', render: (column, lang) => <Picture path={localizedPath(column.source, lang)} /> };
