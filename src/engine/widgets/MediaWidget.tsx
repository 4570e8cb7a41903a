// A picture of the media library, picked in its selection mode (002 §2): the value is the file's id,
// and `options.name` the field of its name, whose thumbnail shows it and which changes with it.
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import type { WidgetEntry, WidgetProps } from './types';

const PickerDialog = lazy(() => import('../list/PickerDialog'));

export function MediaWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { name: nameField = `${field.source}Name` } = (field.options ?? {}) as { name?: string };
  const { field: input, fieldState } = useInput({ source: field.source });
  const { setValue } = useFormContext();
  const name = useWatch({ name: nameField }) as string | null;
  const [picking, setPicking] = useState(false);
  const pick = (file: MediaFile | null) => {
    input.onChange(file?.id ?? null);
    setValue(nameField, file?.name ?? null, { shouldDirty: true });
    setPicking(false);
  };
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {input.value && name ? (
          <img src={`/images/mediafile/thumb/${name}`} alt={label} width={120} style={{ borderRadius: 4 }} />
        ) : (
          <Typography variant="body2">{translate('app.form.media.none')}</Typography>
        )}
        <Button onClick={() => setPicking(true)}>{translate('app.form.media.choose')}</Button>
        {input.value ? <Button onClick={() => pick(null)}>{translate('app.form.media.remove')}</Button> : null}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {picking && (
        <Suspense fallback={null}>
          <PickerDialog
            resource="mediafiles"
            title="app.mediaLibrary.picker.title"
            onSelect={(file) => pick(file as MediaFile)}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'media', component: MediaWidget };
