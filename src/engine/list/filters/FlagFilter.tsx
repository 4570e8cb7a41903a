// A filter of a yes/no value as one checkbox (the clinics' "hide blocked"): ticked while the value
// is true, whether it came as a boolean or from the address as text ('true', '1').
import { Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilterEntry, FilterWidgetProps } from './types';

const ON = new Set(['true', '1']);

function FlagFilter({ filter, value, onChange, disabled }: FilterWidgetProps) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      label={translate(filter.label)}
      disabled={disabled}
      control={<Checkbox checked={ON.has(String(value))} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}

export const filter: FilterEntry = { name: 'flag', component: FlagFilter };
