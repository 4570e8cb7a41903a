// Checkboxes over a comma list of fixed choices (a banner's pages and text types, 002 §3).
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Controller, useFormContext } from 'react-hook-form';
import { splitIds } from '../../engine/widgets/idList';

interface Props {
  name: string;
  label: string;
  choices: readonly string[];
  /** Where the choices' names are in the advertising catalog. */
  names: 'pages' | 'textTypes';
  disabled?: boolean;
}

export function ChoiceChecks({ name, label, choices, names, disabled }: Props) {
  const translate = useTranslate();
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set(splitIds(field.value as string));
        const toggle = (choice: string) => {
          chosen.has(choice) ? chosen.delete(choice) : chosen.add(choice);
          field.onChange(choices.filter((c) => chosen.has(c)).join(','));
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
      }}
    />
  );
}
