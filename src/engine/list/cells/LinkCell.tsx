// An address the record holds, shown as itself and opened in a new tab (a media file's link); with
// `options.text` (the path of its words: a document's name) it shows those and, with
// `options.download`, downloads the file under them, `options.title` (an i18n key, %{name} the
// words) its hint. A click on it opens the link only, not the row's form.
import { Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { type ColumnSpec, localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function Address({ path, options = {} }: { path: string; options: ColumnSpec['options'] }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const href = valueAt(record, path);
  if (typeof href !== 'string' || !href) return null;
  const text = options.text ? String(valueAt(record, String(options.text)) ?? '') : href;
  const named = options.text !== undefined;
  return (
    <Link
      href={href}
      {...(options.download ? { download: true } : { target: '_blank', rel: 'noopener noreferrer' })}
      title={options.title ? translate(String(options.title), { name: text }) : undefined}
      sx={named ? { overflowWrap: 'break-word' } : { wordBreak: 'break-all', display: 'inline-block', minWidth: '12em' }}
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
}

export const cell: CellEntry = {
  name: 'link',
  render: (column, lang) => <Address path={localizedPath(column.source, lang)} options={column.options} />,
};
