// The role checkboxes of the create-employee modal and the admin tab: the role options with their
// names, the error of "at least one role" under them.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  options: readonly string[];
  value: string[];
  onChange: (roles: string[]) => void;
  error?: string;
  disabled?: boolean;
  helperText?: string;
}

export function RoleChecks({ options, value, onChange, error, disabled, helperText }: Props) {
  const translate = useTranslate();
  const toggle = (role: string, on: boolean) => onChange(options.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{translate('resources.users.fields.roles')}</FormLabel>
      <FormGroup>
        {options.map((role) => (
          <FormControlLabel
            key={role}
            control={<Checkbox checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />}
            label={translate(`app.users.roleNames.${role}`)}
          />
        ))}
      </FormGroup>
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
