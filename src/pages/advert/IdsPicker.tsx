// A multiple choice over a comma list of ids (the shared schemas' `clinicIds`, `clinics`,
// `categories`, `diseases`): an autocomplete that types to filter, keyboard usable.
import { Autocomplete, TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import type { Named } from '../../../resources/advert/advertModel';
import { joinIds, splitIds } from '../../engine/widgets/idList';

interface Props {
  name: string;
  label: string;
  options: Named[];
  disabled?: boolean;
}

export function IdsPicker({ name, label, options, disabled }: Props) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = new Set(splitIds(field.value as string));
        const value = options.filter((option) => chosen.has(String(option.id)));
        return (
          <Autocomplete<Named, true>
            multiple
            disabled={disabled}
            options={options}
            value={value}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, picked) => field.onChange(joinIds(picked.map((option) => option.id)))}
            renderInput={(params) => (
              <TextField {...params} label={label} error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
        );
      }}
    />
  );
}
