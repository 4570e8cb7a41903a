// Plain text of any dotted, localized path (`name.{LANG}`: in a hosted list the host's edit
// language, else the UI's), or of the first of its alternatives that holds a value (`a|b`: an
// agent's name, else its short name): `options.empty` is the i18n key shown, dimmed, when it is
// empty (a media file without its description; %{lang} is the edit language); `options.to` links
// it there (filled from the record, src/engine/filledPath.ts: a clinic's profile); `options.nowrap`
// keeps it on one line (a phone number), `options.maxWidth` (px) wraps a long one (a diagnosis) in
// a narrower column, `options.clamp` cuts it to that many lines (a doctor's short description).
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
