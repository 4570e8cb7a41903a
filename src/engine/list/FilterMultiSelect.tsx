// A list filter that takes several values: a select of many choices whose value is the chosen ids
// joined by commas (the wire's id lists, e.g. the leads' clinics=3,17), "all ..." while none is
// chosen. A value the options do not hold yet (a link opened before they loaded) is kept.
import { MenuItem, TextField } from '@mui/material';
import type { Choice } from '../../../common/resource';

interface Props {
  label: string;
  /** The chosen ids joined by commas; '' for none. */
  value: string;
  choices: readonly Choice[];
  emptyLabel: string;
  onChange: (value: string) => void;
}

export function FilterMultiSelect({ label, value, choices, emptyLabel, onChange }: Props) {
  const chosen = value ? value.split(',') : [];
  const names = new Map(choices.map((choice) => [String(choice.id), choice.name]));
  const options = [...choices, ...chosen.filter((id) => !names.has(id)).map((id) => ({ id, name: id }))];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={chosen}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[] | string;
        onChange((typeof picked === 'string' ? picked.split(',') : picked).filter(Boolean).join(','));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as unknown as string[];
            return ids.length ? ids.map((id) => names.get(id) ?? id).join(', ') : <em>{emptyLabel}</em>;
          },
        },
      }}
      sx={{ width: 240, my: 0 }}
    >
      {options.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
