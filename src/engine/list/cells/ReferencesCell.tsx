// The names of the records a list of ids points at, as chips.
import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import { optionText } from './optionText';
import type { CellEntry } from './types';

export const cell: CellEntry = {
  name: 'references',
  render: (column, lang) => (
    <ReferenceArrayField source={column.source} reference={column.reference ?? ''}>
      <SingleFieldList linkType={false}>
        <ChipField source={optionText(column, lang)} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ),
};
