// Checkboxes over a comma list of fixed choices (a banner's pages and text types, 002 §3), each
// named `app.advert.<names>.<choice>`. The `checks` widget takes them as `options`: `choices` and
// `names`; the banner page's blocks place the same checkboxes under their banner's prefix.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIdList } from '../../../src/engine/widgets/IdsPicker';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';

interface Props {
  name: string;
  label: string;
  choices: readonly string[];
  /** Where the choices' names are in the advertising catalog. */
  names: string;
  disabled?: boolean;
}

export function ChoiceChecks({ name, label, choices, names, disabled }: Props) {
  const translate = useTranslate();
  // A list read from the wire becomes the comma list it is edited as (its starting value).
  const { fieldState, ids, write } = useIdList(name);
  const chosen = new Set(ids);
  const toggle = (choice: string) => {
    chosen.has(choice) ? chosen.delete(choice) : chosen.add(choice);
    write(choices.filter((c) => chosen.has(c)));
  };
  return (
    <FormControl component="fieldset" error={!!fieldState.error} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            control={<Checkbox checked={chosen.has(choice)} onChange={() => toggle(choice)} />}
            label={translate(`app.advert.${names}.${choice}`)}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function ChecksWidget({ field, label }: WidgetProps) {
  const { choices, names } = field.options as { choices: readonly string[]; names: string };
  return <ChoiceChecks name={field.source} label={label} choices={choices} names={names} disabled={field.disabled} />;
}

export const widget: WidgetEntry = { name: 'checks', component: ChecksWidget };
