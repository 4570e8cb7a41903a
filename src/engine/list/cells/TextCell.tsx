// Plain text of any dotted, localized path (`name.{LANG}`); `options.empty`: the i18n key shown,
// dimmed, when it is empty (a media file without its description).
import { Typography } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function TextOrEmpty({ path, empty }: { path: string; empty: string }) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), path);
  if (value !== undefined && value !== null && value !== '') return <TextField source={path} />;
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
    return empty ? <TextOrEmpty path={path} empty={empty} /> : <TextField source={path} />;
  },
};
