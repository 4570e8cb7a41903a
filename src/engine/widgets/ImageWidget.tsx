// A picture chosen from the computer and sent with the save as a file part of its own (an author's
// photo): the stored picture's address or the chosen file is the field's value. The file's type
// and size are checked on choosing, the server judges its content. Options (FieldSpec.options):
// `extensions` (default the spec's image types, 002 §5 "Uploads"), `maxBytes`, `crop` (the app's
// one crop step first: `aspectRatio`, `max` size, `quality`; the cropped image is the value), and
// i18n keys: `choose` (the button), `rules` (the hint), `wrong` (a refused file: alert and field
// message).
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { type CropSpec, CropUploadDialog } from '../crop/CropUploadDialog';
import type { WidgetEntry, WidgetProps } from './types';

interface ImageOptions {
  extensions?: readonly string[];
  maxBytes?: number;
  crop?: Omit<CropSpec, 'name'>;
  choose?: string;
  rules?: string;
  wrong?: string;
}

const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'webp'];
const MIME = { gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as Record<string, string>;

export function ImageWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const { setError, clearErrors } = useFormContext();
  const { field: input, fieldState } = useInput({ source: field.source });
  const {
    extensions = IMAGE_EXTENSIONS,
    maxBytes,
    choose = 'app.form.chooseFile',
    rules,
    wrong = 'app.form.wrongFile',
    crop,
  } = (field.options ?? {}) as ImageOptions;
  /** A chosen file in the crop step, before it becomes the value. */
  const [cropping, setCropping] = useState<File | null>(null);
  const value: unknown = input.value;
  const file = value instanceof File ? value : undefined;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const accept = [...extensions.map((extension) => `.${extension}`), ...new Set(extensions.map((e) => MIME[e]).filter(Boolean))].join(',');

  const chosen = (picked: File | undefined) => {
    if (!picked) return;
    const extension = picked.name.split('.').pop()?.toLowerCase() ?? '';
    if (!extensions.includes(extension) || (maxBytes !== undefined && picked.size > maxBytes)) {
      notify(wrong, { type: 'error' });
      setError(field.source, { type: 'wrong', message: translate(wrong) });
      return;
    }
    clearErrors(field.source);
    if (crop) setCropping(picked);
    else input.onChange(picked);
  };

  const hint = fieldState.error?.message ?? file?.name ?? (rules ? translate(rules) : undefined);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
      <Avatar src={preview ?? (typeof value === 'string' && value ? value : undefined)} alt="" sx={{ width: 88, height: 88 }} />
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="span">
          {label}
        </Typography>
        <Button component="label" htmlFor={inputId} variant="outlined">
          {translate(choose)}
          <input
            id={inputId}
            type="file"
            hidden
            accept={accept}
            onChange={(event) => {
              chosen(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {hint && <FormHelperText error={fieldState.error !== undefined}>{hint}</FormHelperText>}
      </Stack>
      {cropping && crop && (
        <CropUploadDialog<File>
          file={cropping}
          crop={{ ...crop, name: field.source }}
          // Nothing is sent here: the cropped image waits for the form's save, as a chosen file does.
          upload={async (blob, fileName) => new File([blob], fileName, { type: blob.type })}
          onUploaded={(cropped) => {
            input.onChange(cropped);
            setCropping(null);
          }}
          onCancel={() => setCropping(null)}
          title="app.form.cropTitle"
        />
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'image', component: ImageWidget };
