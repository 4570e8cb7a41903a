// An alt text (one language's caption of a picture, a media file's description): the field's error under it (the browser's check or
// the server's), else how many of the allowed characters are used.
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';

interface Props {
  name: string;
  label: string;
  max: number;
  autoFocus?: boolean;
}

export function AltTextField({ name, label, max, autoFocus }: Props) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const { ref, ...input } = field;
  const value = String(field.value ?? '');
  return (
    <TextField
      {...input}
      value={value}
      inputRef={ref}
      label={label}
      fullWidth
      multiline
      minRows={2}
      autoFocus={autoFocus}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? translate('app.media.alt.length', { length: value.length, max })}
    />
  );
}
