// The button of an image upload that goes through the crop step (the clinic logo, a doctor's avatar,
// a list's upload): it opens the file chooser, and the chosen file is checked and cropped as every
// image upload's is (useCropChoice).
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { type CropChoiceSpec, useCropChoice } from './useCropChoice';

interface Props<Answer> extends CropChoiceSpec<Answer> {
  label: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  icon?: ReactNode;
  sx?: ButtonProps['sx'];
}

export function CropUploadButton<Answer>({ label, variant = 'contained', disabled, icon, sx, ...spec }: Props<Answer>) {
  const choice = useCropChoice(spec);
  return (
    <>
      <Button variant={variant} startIcon={icon ?? <UploadIcon />} disabled={disabled} onClick={choice.choose} sx={sx}>
        {label}
      </Button>
      {choice.input}
      {choice.step}
    </>
  );
}
