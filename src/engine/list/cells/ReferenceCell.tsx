// The name of the record the column points at (another resource, read through the data provider).
import { ReferenceField, TextField } from 'react-admin';
import { optionText } from './optionText';
import type { CellEntry } from './types';

export const cell: CellEntry = {
  name: 'reference',
  render: (column, lang) => (
    <ReferenceField source={column.source} reference={column.reference ?? ''} link={false}>
      <TextField source={optionText(column, lang)} />
    </ReferenceField>
  ),
};
