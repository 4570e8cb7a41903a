// A single yes/no checkbox (react-admin's BooleanInput is a switch; the spec uses both).
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useInput } from 'react-admin';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export function CheckboxWidget({ field, label }: WidgetProps) {
  const { field: input, fieldState } = useInput({ source: field.source, type: 'checkbox' });
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Checkbox checked={Boolean(input.value)} disabled={field.disabled} onChange={(event) => input.onChange(event.target.checked)} />
        }
      />
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </>
  );
}

export const widget: WidgetEntry = {
  name: 'checkbox',
  component: CheckboxWidget,
  rank: (property) => (hasType(property, 'boolean') ? 3 : 0),
};
