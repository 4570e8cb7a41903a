// Checkboxes over a list of choices, several picked (a banner's pages and text types, 002 §3; an
// article's hubs): fixed `options.choices`, each named `<options.names>.<choice>`, or a resource's
// records (`reference`, named by `optionText`). The picks are kept as the comma list the shared
// schemas take, or as an array of numbers (`options.asArray`). The field it `edits`, if any, is the
// "all" flag (an article's `allHubs`), a checkbox of its own before the choices named by
// `options.all`. The field's message shows under them.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { useIdList } from './IdsPicker';
import type { WidgetEntry, WidgetProps } from './types';
import { useIdChoices } from './useIdChoices';

interface Options {
  choices?: readonly string[];
  names?: string;
  asArray?: boolean;
  all?: string;
}

export function ChecksWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { choices = [], names, asArray, all } = (field.options ?? {}) as Options;
  const records = useIdChoices(field).options;
  const options = field.reference ? records : choices.map((choice) => ({ id: choice, name: translate(`${names}.${choice}`) }));
  // A list read from the wire becomes the comma list it is edited as (its starting value).
  const { fieldState, ids, write } = useIdList(field.source, asArray);
  const chosen = new Set(ids);
  const toggle = (id: string) => {
    chosen.has(id) ? chosen.delete(id) : chosen.add(id);
    write(options.map((option) => option.id).filter((option) => chosen.has(String(option))));
  };
  return (
    <FormControl component="fieldset" error={!!fieldState.error} disabled={field.disabled}>
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
