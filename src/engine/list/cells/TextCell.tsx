// Plain text of any dotted, localized path (`name.{LANG}`): `options.empty` is the i18n key shown,
// dimmed, when it is empty (a media file without its description); `options.nowrap` keeps it on one
// line (a phone number), `options.maxWidth` (px) wraps a long one (a diagnosis) in a narrower column.
import { Typography } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { type ColumnSpec, localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

const styleOf = ({ options }: ColumnSpec) => ({
  ...(options?.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(options?.maxWidth ? { display: 'block', maxWidth: Number(options.maxWidth) } : {}),
});

function TextOrEmpty({ column, path, empty }: { column: ColumnSpec; path: string; empty: string }) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), path);
  if (value !== undefined && value !== null && value !== '') return <TextField source={path} sx={styleOf(column)} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate(empty)}
    </Typography>
  );
}

export const cell: CellEntry = {
  name: 'text',
  render: (column, lang) => {
    const path = localizedPath(column.source, lang);
    const empty = column.options?.empty as string | undefined;
    return empty ? <TextOrEmpty column={column} path={path} empty={empty} /> : <TextField source={path} sx={styleOf(column)} />;
  },
};
