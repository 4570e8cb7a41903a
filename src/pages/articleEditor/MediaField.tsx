// The article's image (002 §2 "image selection (the media library in selection mode)", §5 "media
// required"): the chosen file's thumbnail and a button opening the library to pick one; its
// message sits under it like any field's.
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';

const PickerDialog = lazy(() => import('../../engine/list/PickerDialog'));

interface Props {
  /** The thumbnail of the file the article had when loaded. */
  initialThumb?: string;
}

export function MediaField({ initialThumb }: Props) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'mediaId' });
  const [thumb, setThumb] = useState(initialThumb);
  const [open, setOpen] = useState(false);
  const pick = (file: MediaFile) => {
    field.onChange(file.id);
    setThumb(file.thumb);
    setOpen(false);
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle2">{translate('resources.articles.fields.mediaId')}</Typography>
      {field.value && thumb ? (
        <Box component="img" src={thumb} alt="" sx={{ width: 240, height: 160, objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.articles.image.none')}
        </Typography>
      )}
      <Button variant="outlined" onClick={() => setOpen(true)} aria-describedby={fieldState.error ? 'media-error' : undefined}>
        {translate(field.value ? 'app.articles.image.change' : 'app.articles.image.choose')}
      </Button>
      {fieldState.error?.message && (
        <FormHelperText id="media-error" error>
          {fieldState.error.message}
        </FormHelperText>
      )}
      {open && (
        <Suspense fallback={null}>
          <PickerDialog
            resource="mediafiles"
            title="app.mediaLibrary.picker.title"
            onSelect={(file) => pick(file as MediaFile)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
