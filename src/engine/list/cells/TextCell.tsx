// Plain text of any dotted, localized path (`name.{LANG}`), or of the first of its alternatives that
// holds a value (`a|b`: an agent's name, else its short name): `options.empty` is the i18n key
// shown, dimmed, when it is empty (a media file without its description); `options.nowrap` keeps it
// on one line (a phone number), `options.maxWidth` (px) wraps a long one (a diagnosis) in a narrower
// column, `options.clamp` cuts it to that many lines (a doctor's short description).
import { Typography } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { type ColumnSpec, localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

const styleOf = ({ options }: ColumnSpec) => ({
  ...(options?.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(options?.maxWidth ? { display: 'block', maxWidth: Number(options.maxWidth) } : {}),
  ...(options?.clamp
    ? { display: '-webkit-box', WebkitLineClamp: Number(options.clamp), WebkitBoxOrient: 'vertical', overflow: 'hidden' }
    : {}),
});

function Text({ column, lang }: { column: ColumnSpec; lang: 'ru' | 'en' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const paths = localizedPath(column.source, lang).split('|');
  const path = paths.find((alternative) => filled(valueAt(record, alternative)));
  const empty = column.options?.empty as string | undefined;
  if (path || !empty) return <TextField source={path ?? paths[0]} sx={styleOf(column)} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate(empty)}
    </Typography>
  );
}

export const cell: CellEntry = { name: 'text', render: (column, lang) => <Text column={column} lang={lang} /> };
