// A banner's image. BannerFileInput, the banner forms' file input: a labelled button over a hidden
// file input (keyboard usable), the chosen name, the spec's file rules, the error on it, and the
// size warning when the image's pixels are not its block's (issue 15 point 4), measured here before
// the upload. The `bannerImage` widget, the edit screen's (002 §2): the stored image with its size
// warning, the input that replaces it (a file refused on choosing, worded as the banner page's
// blocks word it) and the switch that removes it, its field named by `edits` (`removeImage`); the
// chosen file is the field's value, sent with the save as a part of its own.
import { Button, FormControl, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { BANNER_EXTENSIONS, BANNER_FACTS, type BannerType } from '../../../common/advert';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { fileProblem, pixelSize, sizeWarning } from '../bannerFiles';

interface Props {
  type: BannerType;
  label: string;
  file?: File;
  error?: string;
  onFile: (file: File | undefined) => void;
}

const ACCEPT = BANNER_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function BannerFileInput({ type, label, file, error, onFile }: Props) {
  const translate = useTranslate();
  const id = useId();
  const [warning, setWarning] = useState<string>();
  const { width, height } = BANNER_FACTS[type];
  const choose = async (chosen: File | undefined) => {
    onFile(chosen);
    setWarning(chosen ? sizeWarning(type, await pixelSize(chosen), translate) : undefined);
  };
  return (
    <FormControl error={!!error}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" htmlFor={id}>
          {label}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            hidden
            aria-describedby={`${id}-help`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2">{file?.name ?? translate('app.advert.banner.noFile')}</Typography>
      </Stack>
      <FormHelperText id={`${id}-help`}>
        {error ?? `${translate('app.advert.banner.file', { width, height })}; ${translate('app.advert.banner.rules')}`}
      </FormHelperText>
      {warning && (
        <Typography variant="body2" color="warning.main" role="status">
          {warning}
        </Typography>
      )}
    </FormControl>
  );
}

function BannerImageWidget({ field }: WidgetProps) {
  const translate = useTranslate();
  const { setError, clearErrors } = useFormContext();
  const { field: input, fieldState } = useController({ name: field.source });
  const removal = useController({ name: field.edits?.[0] ?? 'removeImage' });
  const [type, link, width, height, marker] = useWatch({ name: ['type', 'link', 'width', 'height', 'marker'] }) as [
    BannerType,
    string | null,
    number | null,
    number | null,
    string,
  ];
  const file = input.value instanceof File ? input.value : undefined;
  const removing = removal.field.value === true;
  const name = translate(`app.advert.banner.type.${type}`);
  const stored = !!link && !removing && !file;
  const warning = stored ? sizeWarning(type, { width, height }, translate) : undefined;
  const take = (chosen: File | undefined) => {
    const problem = chosen && fileProblem(chosen);
    if (problem) return setError(field.source, { type: 'file', message: translate(...problem) });
    clearErrors(field.source);
    input.onChange(chosen);
    // A new image replaces the stored one: nothing is left to remove.
    if (chosen) removal.field.onChange(false);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {stored ? (
        <img src={link} alt={marker || name} style={{ maxWidth: '100%', height: 'auto' }} />
      ) : (
        <Typography variant="body2">{file?.name ?? translate('app.advert.banner.noImage')}</Typography>
      )}
      {warning && (
        <Typography variant="body2" color="warning.main">
          {warning}
        </Typography>
      )}
      <BannerFileInput
        type={type}
        label={translate('app.advert.banner.replace')}
        file={file}
        error={fieldState.error?.message}
        onFile={take}
      />
      {link && (
        <FormControlLabel
          control={
            <Switch
              checked={removing}
              onChange={(event) => {
                removal.field.onChange(event.target.checked);
                // Removing drops a chosen replacement too: the banner is left without an image.
                if (event.target.checked) input.onChange(undefined);
              }}
            />
          }
          label={translate('app.advert.banner.removeImage')}
        />
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'bannerImage', component: BannerImageWidget };
