// Plain text of any dotted, localized path (`name.{LANG}`); `options.nowrap` keeps it on one line
// (a phone number), `options.maxWidth` (px) wraps a long one (a diagnosis) in a narrower column.
import { TextField } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import type { CellEntry } from './types';

export const cell: CellEntry = {
  name: 'text',
  render: (column, lang) => (
    <TextField
      source={localizedPath(column.source, lang)}
      sx={{
        ...(column.options?.nowrap ? { whiteSpace: 'nowrap' } : {}),
        ...(column.options?.maxWidth ? { display: 'block', maxWidth: Number(column.options.maxWidth) } : {}),
      }}
    />
  ),
};
