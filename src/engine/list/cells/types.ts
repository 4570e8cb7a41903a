// What a cell file declares to the registry (`export const cell`): the name a column's `display`
// names, and what it shows of a record's column, in the UI language.
import type { ReactElement } from 'react';
import type { ColumnSpec } from '../../../../common/resource';

export interface CellEntry {
  name: string;
  render: (column: ColumnSpec, lang: 'ru' | 'en') => ReactElement;
}
