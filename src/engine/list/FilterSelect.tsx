// A list filter as a select of one value or (`multiple`) several, joined by commas (the wire's id
// lists: clinics=3,17). A value the options do not hold yet (a link opened before its reference data
// loaded) is kept as it is.
import { MenuItem, TextField } from '@mui/material';
import type { Choice } from '../../../common/resource';

interface Props {
  label: string;
  /** The chosen id, or the chosen ids joined by commas; '' for none. */
  value: string;
  choices: readonly Choice[];
  emptyLabel: string;
  multiple?: boolean;
  /** One value shows the empty choice's words while none is chosen (a choice of its own, not "all"). */
  showEmpty?: boolean;
  onChange: (value: string) => void;
}

export function FilterSelect({ label, value, choices, emptyLabel, multiple, showEmpty, onChange }: Props) {
  const chosen = value ? (multiple ? value.split(',') : [value]) : [];
  const names = new Map(choices.map((choice) => [String(choice.id), choice.name]));
  const options = [...choices, ...chosen.filter((id) => !names.has(id)).map((id) => ({ id, name: id }))];
  const empty = <em>{emptyLabel}</em>;
  // One value offers "all" as its first option; several show it while none is chosen.
  const several = {
    inputLabel: { shrink: true },
    select: {
      multiple: true,
      displayEmpty: true,
      renderValue: (selected: unknown) => {
        const ids = selected as string[];
        return ids.length ? ids.map((id) => names.get(id) ?? id).join(', ') : empty;
      },
    },
  };
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={multiple ? chosen : value}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[] | string;
        onChange((typeof picked === 'string' ? picked.split(',') : picked).filter(Boolean).join(','));
      }}
      slotProps={multiple ? several : showEmpty ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
      sx={{ width: multiple ? 240 : 200, my: 0 }}
    >
      {!multiple && <MenuItem value="">{empty}</MenuItem>}
      {options.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
