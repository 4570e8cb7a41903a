// A filter of one typed value (a record's id), trimmed; empty, it filters nothing.
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilterEntry, FilterWidgetProps } from './types';

function TextFilter({ filter, value, onChange, disabled }: FilterWidgetProps) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={translate(filter.label)}
      value={value === undefined || value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.trim() || undefined)}
      sx={{ width: 120, my: 0 }}
    />
  );
}

export const filter: FilterEntry = { name: 'text', component: TextFilter };
