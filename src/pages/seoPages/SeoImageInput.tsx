// The SEO page's image (002 §3 "SEO page": mediaId, mediaName): picked from the media library in
// selection mode, shown as its thumbnail, removable. The alt text is its own field.
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';

const PickerDialog = lazy(() => import('../../engine/list/PickerDialog'));

export function SeoImageInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'mediaId' });
  const { setValue } = useFormContext();
  const name = useWatch({ name: 'mediaName' }) as string | null;
  const [picking, setPicking] = useState(false);
  const t = (key: string) => translate(`app.seoPages.${key}`);
  const choose = (file: MediaFile) => {
    field.onChange(file.id);
    setValue('mediaName', file.name, { shouldDirty: true });
    setPicking(false);
  };
  const remove = () => {
    field.onChange(null);
    setValue('mediaName', null, { shouldDirty: true });
  };
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('image')}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        {field.value && name ? (
          <img src={`/images/mediafile/thumb/${name}`} alt={t('image')} width={120} style={{ borderRadius: 4 }} />
        ) : (
          <Typography variant="body2">{t('noImage')}</Typography>
        )}
        <Button onClick={() => setPicking(true)}>{t('chooseImage')}</Button>
        {field.value ? <Button onClick={remove}>{t('removeImage')}</Button> : null}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {picking && (
        <Suspense fallback={null}>
          <PickerDialog
            resource="mediafiles"
            title="app.mediaLibrary.picker.title"
            onSelect={(file) => choose(file as MediaFile)}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
