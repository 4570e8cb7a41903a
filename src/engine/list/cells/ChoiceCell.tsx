// An enumeration's name in the UI language.
import { SelectField } from 'react-admin';
import type { CellEntry } from './types';

export const cell: CellEntry = {
  name: 'choice',
  render: (column, lang) => <SelectField source={column.source} choices={column.choices?.(lang) ?? []} />,
};
