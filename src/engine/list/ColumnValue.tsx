// Shows one column of a record by its display kind: plain text (any dotted, localized path), an
// enumeration's name, or the names of referenced records.

import type { ReactElement } from 'react';
import { BooleanField, ChipField, ReferenceArrayField, ReferenceField, SelectField, SingleFieldList, TextField } from 'react-admin';
import type { ColumnDisplay, ColumnSpec } from '../../../common/resource';
import { localizedPath } from '../../../common/resource';
import { useLang } from '../../useLang';

type Render = (column: ColumnSpec, lang: 'ru' | 'en') => ReactElement;

const optionText = (column: ColumnSpec, lang: 'ru' | 'en') => localizedPath(column.optionText ?? 'name', lang);

const displays: Record<ColumnDisplay, Render> = {
  text: (column, lang) => <TextField source={localizedPath(column.source, lang)} />,
  boolean: (column) => <BooleanField source={column.source} />,
  choice: (column, lang) => <SelectField source={column.source} choices={column.choices?.(lang) ?? []} />,
  reference: (column, lang) => (
    <ReferenceField source={column.source} reference={column.reference ?? ''} link={false}>
      <TextField source={optionText(column, lang)} />
    </ReferenceField>
  ),
  references: (column, lang) => (
    <ReferenceArrayField source={column.source} reference={column.reference ?? ''}>
      <SingleFieldList linkType={false}>
        <ChipField source={optionText(column, lang)} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ),
};

// `label` is read by a table view for the column header.
export function ColumnValue({ column }: { column: ColumnSpec; label?: string }) {
  const lang = useLang();
  return displays[column.display ?? 'text'](column, lang);
}
