// Checkboxes over a list of choices, several picked (002 §3): fixed `choices`, a resource's records
// (`reference`) or a call's codes (`choicesFrom`), a code named `<names>.<code>`; kept as the comma
// list or numbers (`asArray`; `'codes'`: the codes). `minChoices`: disabled while fewer can be picked
// (002 §4); the field it `edits` is the "all" flag, a checkbox of its own named by `all`.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { useIdList } from './IdsPicker';
import type { WidgetEntry, WidgetProps } from './types';
import { useIdChoices } from './useIdChoices';

interface Options {
  choices?: readonly string[];
  names?: string;
  asArray?: boolean | 'codes';
  all?: string;
  minChoices?: number;
}

export function ChecksWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { choices = [], names, asArray, all, minChoices = 0 } = (field.options ?? {}) as Options;
  const records = useIdChoices(field).options;
  const named = (code: string | number) => ({ id: code, name: translate(`${names}.${code}`) });
  const options = field.reference ? records : field.choicesFrom ? records.map((record) => named(record.id)) : choices.map(named);
  // A list read from the wire becomes the comma list it is edited as (its starting value).
  const { field: input, fieldState, ids, write } = useIdList(field.source, Boolean(asArray));
  const chosen = new Set(ids);
  const toggle = (id: string) => {
    chosen.has(id) ? chosen.delete(id) : chosen.add(id);
    const picked = options.map((option) => option.id).filter((option) => chosen.has(String(option)));
    asArray === 'codes' ? input.onChange(picked) : write(picked);
  };
  return (
    <FormControl component="fieldset" error={!!fieldState.error} disabled={field.disabled || options.length < minChoices}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {all && field.edits && <AllFlag name={field.edits[0]} label={translate(all)} />}
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            control={<Checkbox checked={chosen.has(String(option.id))} onChange={() => toggle(String(option.id))} />}
            label={option.name}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** The "all" flag beside a choice of several (an article's hubs, its categories). */
export function AllFlag({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      label={label}
      control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
    />
  );
}

export const widget: WidgetEntry = { name: 'checks', component: ChecksWidget };
