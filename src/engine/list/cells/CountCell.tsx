// How many items a list of the record holds (a promo's banners).
import { useRecordContext } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function Count({ path }: { path: string }) {
  const items = valueAt(useRecordContext(), path);
  return Array.isArray(items) ? items.length : 0;
}

export const cell: CellEntry = { name: 'count', render: (column, lang) => <Count path={localizedPath(column.source, lang)} /> };
