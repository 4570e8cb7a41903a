// A size in bytes for people, in the UI language ("850 КБ", "2,3 МБ"), kept on one line.
import { useRecordContext } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { formatBytes } from '../../parts/formatBytes';
import type { CellEntry } from './types';

function Bytes({ path, lang }: { path: string; lang: 'ru' | 'en' }) {
  const bytes = valueAt(useRecordContext(), path);
  return typeof bytes === 'number' ? <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(bytes, lang)}</span> : null;
}

export const cell: CellEntry = { name: 'bytes', render: (column, lang) => <Bytes path={localizedPath(column.source, lang)} lang={lang} /> };
