// The review's rating as stars (001 §3: 1 to 5), bound to the form's `rating`; read-only for an
// imported review (001 §2: no stars editing). Its error shows under it like any field's.
import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export function RatingInput({ label, readOnly }: { label: string; readOnly: boolean }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source: 'rating' });
  const value = field.value === null || field.value === '' ? null : Number(field.value);
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <Rating
        name={field.name}
        value={value}
        readOnly={readOnly}
        getLabelText={(stars) => translate('app.reviews.rating', { rating: stars })}
        onChange={(_event, stars) => field.onChange(stars)}
        onBlur={field.onBlur}
      />
      <FormHelperText>{fieldState.error?.message ? translate(fieldState.error.message) : ' '}</FormHelperText>
    </FormControl>
  );
}
