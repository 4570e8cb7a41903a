// Plain text of a localized path (`name.{LANG}`, a host's edit language) or of its first filled
// alternative (`a|b`): `options.empty` is shown dimmed when it is empty (%{lang}); `to` links it
// (filledPath.ts); `nowrap`, `maxWidth` (px) and `clamp` (lines) shape a long one.
import { Typography } from '@mui/material';
import { Link, TextField, useRecordContext, useTranslate } from 'react-admin';
import { editLangOf } from '../../../../common/lang';
import { type ColumnSpec, localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { filledPath } from '../../filledPath';
import { useHost } from '../../host/hostContext';
import type { CellEntry } from './types';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

const CLAMP = { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' };

const styleOf = ({ options }: ColumnSpec) => ({
  ...(options?.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(options?.maxWidth ? { display: 'block', maxWidth: Number(options.maxWidth) } : {}),
  ...(options?.clamp ? { ...CLAMP, WebkitLineClamp: Number(options.clamp) } : {}),
});

function Text({ column, lang }: { column: ColumnSpec; lang: 'ru' | 'en' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const editLang = useHost()?.lang ?? editLangOf(lang);
  const paths = localizedPath(column.source, editLang).split('|');
  const path = paths.find((alternative) => filled(valueAt(record, alternative)));
  const empty = column.options?.empty as string | undefined;
  const text =
    path || !empty ? (
      <TextField source={path ?? paths[0]} sx={styleOf(column)} />
    ) : (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(empty, { lang: editLang })}
      </Typography>
    );
  const to = record && column.options?.to && filledPath(String(column.options.to), record);
  return to ? (
    <Link to={to} underline="hover">
      {text}
    </Link>
  ) : (
    text
  );
}

export const cell: CellEntry = { name: 'text', render: (column, lang) => <Text column={column} lang={lang} /> };
