// The name of the record the column points at (another resource, read through the data provider);
// `options.empty` (an i18n key) when it points at none, and the id (`#7`) when the other resource
// no longer lists it (a retired holder).
import { ReferenceField, TextField } from 'react-admin';
import { valueAt } from '../../../../dataProvider/clientList';
import { optionText } from './optionText';
import { recordCell } from './recordFormat';

export const cell = recordCell('reference', (record, { column, lang, translate }) => {
  // Read here: inside the reference field, the record is the one pointed at.
  const value = valueAt(record, column.source);
  const empty = column.options?.empty as string | undefined;
  const unnamed = value !== undefined && value !== null && value !== '' ? `#${value}` : empty ? translate(empty) : null;
  return (
    <ReferenceField source={column.source} reference={column.reference ?? ''} link={false} empty={unnamed}>
      <TextField source={optionText(column, lang)} />
    </ReferenceField>
  );
});
