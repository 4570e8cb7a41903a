// A catalog text filled with the record's fields: `options.key` is the text, `options.params` names
// the field of each placeholder (`{ width: 'xsize', height: 'ysize' }` gives a media file's frame,
// 960×640px). Kept on one line.
import { useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function Message({ text, params }: { text: string; params: Readonly<Record<string, string>> }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const values = Object.fromEntries(Object.entries(params).map(([name, path]) => [name, valueAt(record, path)]));
  return <span style={{ whiteSpace: 'nowrap' }}>{translate(text, values)}</span>;
}

export const cell: CellEntry = {
  name: 'message',
  render: (column) => (
    <Message text={String(column.options?.key ?? '')} params={(column.options?.params ?? {}) as Record<string, string>} />
  ),
};
