// One field of a version beside now: its label in the UI language, why it cannot be restored when
// it cannot, a refusal of its restore, and both values as the history shows values.
import { Checkbox, TableCell, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { get, useFormState } from 'react-hook-form';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { historyCalls } from '../../../resources/history/calls';
import { Value } from './ChangeList';
import { fieldLabel, valueText } from './historyText';

/** One field of the version's answer (schemas/answers/history.ts). */
type VersionField = Awaited<ReturnType<CallsProvider<typeof historyCalls>['historyVersion']>>['fields'][number];

interface Props {
  entity: string;
  field: VersionField;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}

export function VersionFieldRow({ entity, field, chosen, onChoose }: Props) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const noteId = useId();
  const label = fieldLabel(translate, entity, field.field);
  const refusal = (get(errors, field.field) as { message?: string } | undefined)?.message;
  return (
    <TableRow>
      <TableCell padding="checkbox">
        <Checkbox
          checked={chosen}
          disabled={!field.restorable}
          onChange={(event) => onChoose(event.target.checked)}
          slotProps={{
            input: { 'aria-label': translate('resources.history.restore.choose', { field: label }), 'aria-describedby': noteId },
          }}
        />
      </TableCell>
      <TableCell component="th" scope="row">
        <strong>{label}</strong>
        <Typography id={noteId} variant="body2" component="span" sx={{ display: 'block' }}>
          {field.note && translate(`resources.history.restore.notes.${field.note}`)}
          {refusal && (
            <Typography component="span" role="alert" color="error" variant="body2" sx={{ display: 'block' }}>
              {translate(refusal)}
            </Typography>
          )}
        </Typography>
      </TableCell>
      <TableCell>
        <Value text={valueText(translate, field.atVersion, entity, field.field)} />
      </TableCell>
      <TableCell>
        <Value text={valueText(translate, field.now, entity, field.field)} />
      </TableCell>
    </TableRow>
  );
}
