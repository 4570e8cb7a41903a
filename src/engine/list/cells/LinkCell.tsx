// An address the record holds, shown as itself and opened in a new tab (a media file's link). A
// click on it opens the link only, not the row's form.
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function Address({ path }: { path: string }) {
  const href = valueAt(useRecordContext(), path);
  if (typeof href !== 'string' || !href) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ wordBreak: 'break-all', display: 'inline-block', minWidth: '12em' }}
      onClick={(event) => event.stopPropagation()}
    >
      {href}
    </Link>
  );
}

export const cell: CellEntry = { name: 'link', render: (column, lang) => <Address path={localizedPath(column.source, lang)} /> };
