// A banner's image input: a labelled button over a hidden file input (keyboard usable), the chosen
// name, the spec's file rules, the error on it, and the size warning when the image's pixels are
// not its block's (issue 15 point 4), measured here before the upload.
import { Button, FormControl, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BANNER_EXTENSIONS, BANNER_FACTS, type BannerType } from '../../../common/advert';
import { pixelSize, sizeWarning } from './bannerModel';

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
