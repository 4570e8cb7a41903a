// A text input bound by name to the react-hook-form around it, with its error under it: the fields
// of the modals and editors that hold a form of their own (a video's texts, a rubric, an e-mail).
import { TextField, type TextFieldProps } from '@mui/material';
import { useController } from 'react-hook-form';

type Props = { name: string } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

export function FormTextField({ name, multiline, ...props }: Props) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      {...props}
      {...field}
      value={String(field.value ?? '')}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      maxRows={multiline ? 8 : undefined}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}
