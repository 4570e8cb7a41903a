// Plain text of any dotted, localized path (`name.{LANG}`).
import { TextField } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import type { CellEntry } from './types';

export const cell: CellEntry = { name: 'text', render: (column, lang) => <TextField source={localizedPath(column.source, lang)} /> };
