// A list filter as a select: the empty choice ("all ...") first, then the options. A value that the
// options do not hold yet (a link opened before its reference data loaded) is kept as it is.
import { MenuItem, TextField } from '@mui/material';
import type { Choice } from '../../../common/resource';

interface Props {
  label: string;
  value: string;
  choices: readonly Choice[];
  emptyLabel: string;
  onChange: (value: string) => void;
}

export function FilterSelect({ label, value, choices, emptyLabel, onChange }: Props) {
  const known = value === '' || choices.some((choice) => String(choice.id) === value);
  const options = known ? choices : [...choices, { id: value, name: value }];
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 200, my: 0 }}
    >
      <MenuItem value="">
        <em>{emptyLabel}</em>
      </MenuItem>
      {options.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
