// A promo's start or end day (002 §5 "Promo"): a native date input whose messages are the shared
// schema's (schemas/promo.ts, the `dayWithin` keyword). Used by the holder's promo form and by
// /admin/advertising's form.
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

export function PromoDateField({ name }: { name: 'startDate' | 'endDate' }) {
  const translate = useTranslate();
  const { register, formState } = useFormContext<{ startDate: string; endDate: string }>();
  const error = formState.errors[name];
  return (
    <TextField
      {...register(name)}
      type="date"
      label={translate(`app.advert.promo.${name}`)}
      required
      slotProps={{ inputLabel: { shrink: true } }}
      error={!!error}
      helperText={error?.message}
    />
  );
}
