// A review's rating as stars (001 §3: 1 to 5), bound to the form's field; read-only where the field
// is disabled (an imported review: 001 §2 "no stars editing"). Its error shows under it like any
// field's. A form's "nothing chosen" is '' (what the schema refuses with "choose one").
import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';

function RatingWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { field: input, fieldState, id } = useInput({ source: field.source });
  const value = input.value === null || input.value === '' || input.value === undefined ? null : Number(input.value);
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <Rating
        name={input.name}
        value={value}
        readOnly={field.disabled}
        getLabelText={(stars) => translate('app.reviews.rating', { rating: stars })}
        emptyLabelText={translate('app.reviews.rating', { rating: 0 })}
        onChange={(_event, stars) => input.onChange(stars ?? '')}
        onBlur={input.onBlur}
      />
      <FormHelperText>{fieldState.error?.message ? translate(fieldState.error.message) : ' '}</FormHelperText>
    </FormControl>
  );
}

export const widget: WidgetEntry = { name: 'rating', component: RatingWidget };
