// What the image widget shows in both of its modes (ImageWidget.tsx). A file whose type or size does
// not fit is refused on choosing; the server judges its content again.
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { FileRules } from '../../../common/fileRules';
import type { CropSpec, CropUpload, PendingCropSave } from '../crop/CropUploadDialog';
import { useCropChoice } from '../crop/useCropChoice';

/** The widget's options: `files`, the files it takes (every image upload's rules by default),
 * checked on choosing; i18n keys `choose`, `replace` (while a picture is stored) and `rules` (the
 * hint); `upload`, `src` and `remove`: ImageWidget.tsx's saved mode. */
export interface ImageOptions {
  files?: FileRules;
  crop?: Omit<CropSpec, 'name'>;
  choose?: string;
  replace?: string;
  rules?: string;
  /** The path of the stored picture's address among the form's values (a banner's `link`), shown
   * while no file is chosen. */
  stored?: string;
  /** An i18n key: the switch that drops the stored picture, its flag the field the widget `edits`
   * (a banner's `removeImage`). */
  removes?: string;
  /** The path of the name the text alternative `alt` says as %{name} (a banner's marker). */
  named?: string;
  upload?: string;
  src?: string;
  remove?: { call: string; label: string; title: string; text: string };
  /** An i18n key of the picture's text alternative; without one it is decorative (the label names it). */
  alt?: string;
  /** The picture shown whole on a ground that shows transparency (a logo), not cut to a round
   * avatar; `none` (an i18n key) says so while there is none. */
  whole?: boolean;
  none?: string;
  /** The crop step's title (an i18n key; the app's general one by default). */
  cropTitle?: string;
}

/** A checkered ground: a transparent logo shows as such. */
const CHECKERED = {
  backgroundColor: '#fff',
  backgroundImage:
    'linear-gradient(45deg, #f0f0f0 25%, transparent 25%, transparent 75%, #f0f0f0 75%), linear-gradient(45deg, #f0f0f0 25%, transparent 25%, transparent 75%, #f0f0f0 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
};

interface Props {
  source: string;
  label: string;
  options: ImageOptions;
  /** The picture shown: the stored one's address or the chosen file's. */
  picture?: string;
  name?: string;
  /** The field's message, or the chosen file's name. */
  note?: string;
  error?: string;
  /** A file accepted: taken as it is when the field does not crop. */
  onChosen: (file: File) => void;
  upload: CropUpload<unknown>;
  onCropped: (answer: unknown) => void;
  onRefused: (message: string) => void;
  /** Buttons beside the choose button (the remove of a stored picture). */
  children?: ReactNode;
  /** Shown only: no choose button (a picture another source keeps, the catalogue's logo). */
  disabled?: boolean;
  /** A chosen file waits in the crop step (its save), or no longer (null). */
  onPending?: (save: PendingCropSave | null) => void;
}

export function ImageFrame(props: Props) {
  const { source, label, options, picture, name, note, error, onChosen, upload, onCropped, onRefused, children, disabled, onPending } =
    props;
  const translate = useTranslate();
  const labelId = useId();
  const { choose = 'app.form.chooseFile', replace, rules, crop, alt, whole, none, cropTitle = 'app.form.cropTitle' } = options;
  const choice = useCropChoice({
    // The file's name: the field's (a nested one's first part: `lLogo.url` -> lLogo.png).
    crop: crop && { ...crop, name: source.split('.')[0] },
    rules: options.files,
    onRefused,
    onChosen,
    upload,
    onUploaded: onCropped,
    title: cropTitle,
    onPending,
  });

  const hint = error ?? note ?? (rules && !disabled ? translate(rules) : undefined);
  const text = alt ? translate(alt, { name }) : '';
  return (
    // Named by its label: a screen with several pictures tells them apart (the clinic's logos).
    <Stack role="group" aria-labelledby={labelId} direction={whole ? 'column' : 'row'} spacing={whole ? 1 : 2} sx={{ py: 1 }}>
      {whole ? null : <Avatar src={picture} alt={text} sx={{ width: 88, height: 88, alignSelf: 'center' }} />}
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id={labelId} variant="subtitle1" component="span">
          {label}
        </Typography>
        {whole && (
          <Box
            sx={{
              width: 320,
              maxWidth: '100%',
              height: 220,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 1,
              ...CHECKERED,
            }}
          >
            {picture ? (
              <Box component="img" src={picture} alt={text} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1 }} />
            ) : (
              <Typography color="text.secondary" sx={{ px: 2, textAlign: 'center' }}>
                {none && translate(none)}
              </Typography>
            )}
          </Box>
        )}
        {(!disabled || children) && (
          <Stack direction="row" spacing={1}>
            {!disabled && (
              <Button variant="outlined" onClick={choice.choose}>
                {translate(picture && replace ? replace : choose)}
              </Button>
            )}
            {children}
          </Stack>
        )}
        {hint && <FormHelperText error={error !== undefined}>{hint}</FormHelperText>}
      </Stack>
      {!disabled && choice.input}
      {choice.step}
    </Stack>
  );
}
