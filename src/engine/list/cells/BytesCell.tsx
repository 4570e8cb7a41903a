// A size in bytes for people, in the UI language ("850 КБ", "2,3 МБ"), kept on one line;
// `options.base` 1000 counts kB of 1000 bytes (the documents' sizes), 1024 by default.
import { useRecordContext } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { formatBytes } from '../../parts/formatBytes';
import type { CellEntry } from './types';

function Bytes({ path, lang, base }: { path: string; lang: 'ru' | 'en'; base?: 1000 | 1024 }) {
  const bytes = valueAt(useRecordContext(), path);
  return typeof bytes === 'number' ? <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(bytes, lang, base)}</span> : null;
}

export const cell: CellEntry = {
  name: 'bytes',
  render: (column, lang) => (
    <Bytes path={localizedPath(column.source, lang)} lang={lang} base={column.options?.base as 1000 | 1024 | undefined} />
  ),
};
