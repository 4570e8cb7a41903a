// The author's photo (002 §5 "Author"): gif, jpg, jpeg, png or webp, at most 5242880 bytes,
// checked on choosing (the alert 'wrong' of 002 §5 "Uploads"); the server judges the content.
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';

const MAX_BYTES = 5_242_880;
const EXTENSIONS = /\.(gif|jpe?g|png|webp)$/i;

type Props = { current: string | null; file?: File; error?: string; onChange: (file: File | undefined, error?: string) => void };

export function AuthorPhotoInput({ current, file, error, onChange }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!EXTENSIONS.test(chosen.name) || chosen.size > MAX_BYTES) {
      notify('app.authors.wrongPhoto', { type: 'error' });
      onChange(undefined, translate('app.authors.wrongPhoto'));
      return;
    }
    onChange(chosen);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={preview ?? current ?? undefined} alt="" sx={{ width: 88, height: 88 }} />
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="span">
          {translate('app.authors.photo')}
        </Typography>
        <Button component="label" htmlFor={inputId} variant="outlined">
          {translate('app.authors.choosePhoto')}
          <input
            id={inputId}
            type="file"
            hidden
            accept=".gif,.jpg,.jpeg,.png,.webp,image/gif,image/jpeg,image/png,image/webp"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <FormHelperText error={error !== undefined}>{error ?? file?.name ?? translate('app.authors.photoRules')}</FormHelperText>
      </Stack>
    </Stack>
  );
}
