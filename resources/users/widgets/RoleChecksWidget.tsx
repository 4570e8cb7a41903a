// The roles an employee is given, a checkbox each, from the roles an account may be given
// (newUserOptions), the error of "at least one role" under them: the create modal's field and the
// profile's (002 §2 "Users"). Disabled on a record whose roles are locked (the field's
// `disabledWhen`) and, with `options.minChoices`, while fewer roles than that can be given (002 §4
// "User": role editing needs two options at least).
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import type { userCalls } from '../calls';

function RoleChecksWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const { data } = useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: () => dataProvider.newUserOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = data?.roles ?? [];
  const { minChoices = 0 } = (field.options ?? {}) as { minChoices?: number };
  const { field: input, fieldState } = useController({ name: field.source, disabled: field.disabled });
  const value = [input.value ?? []].flat().map(String);
  const toggle = (role: string, on: boolean) => input.onChange(options.filter((r) => (r === role ? on : value.includes(r))));
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={field.disabled || options.length < minChoices}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((role) => (
          <FormControlLabel
            key={role}
            control={<Checkbox checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />}
            label={translate(`app.users.roleNames.${role}`)}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export const widget: WidgetEntry = { name: 'roleChecks', component: RoleChecksWidget };
