// What the image widget shows in both of its modes (ImageWidget.tsx): the picture, the field's
// label, the choose button over a hidden file input, the rules or the refusal under it, and the crop
// step when the field crops. A chosen file whose type or size does not fit is refused on choosing
// (an alert and the field's message); the server judges its content again.
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CropSpec, CropUpload } from '../crop/CropUploadDialog';
import { useCropChoice } from '../crop/useCropChoice';

/** The widget's options (FieldSpec.options): `extensions` (default the spec's image types, 002 §5
 * "Uploads"), `maxBytes`, `crop` (the app's one crop step first), i18n keys `choose` (the button),
 * `replace` (the button while a picture is stored), `rules` (the hint) and `wrong` (a refused
 * file); and, for a picture that is saved by calls of its own (ImageWidget.tsx), `upload`, `src`
 * and `remove`. */
export interface ImageOptions {
  extensions?: readonly string[];
  maxBytes?: number;
  crop?: Omit<CropSpec, 'name'>;
  choose?: string;
  replace?: string;
  rules?: string;
  wrong?: string;
  upload?: string;
  src?: string;
  remove?: { call: string; label: string; title: string; text: string };
}

const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'webp'];
const MIME = { gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as Record<string, string>;

interface Props {
  source: string;
  label: string;
  options: ImageOptions;
  /** The picture shown: the stored one's address or the chosen file's. */
  picture?: string;
  /** The field's message, or the chosen file's name. */
  note?: string;
  error?: string;
  /** A file accepted: taken as it is when the field does not crop. */
  onChosen: (file: File) => void;
  /** Where the cropped image goes, and what then (ImageWidget's modes). */
  upload: CropUpload<unknown>;
  onCropped: (answer: unknown) => void;
  onRefused: (message: string) => void;
  /** Buttons beside the choose button (the remove of a stored picture). */
  children?: ReactNode;
}

export function ImageFrame({ source, label, options, picture, note, error, onChosen, upload, onCropped, onRefused, children }: Props) {
  const translate = useTranslate();
  const {
    extensions = IMAGE_EXTENSIONS,
    maxBytes,
    choose = 'app.form.chooseFile',
    replace,
    rules,
    wrong = 'app.form.wrongFile',
    crop,
  } = options;
  const choice = useCropChoice({
    crop: crop && { ...crop, name: source },
    accept: [...extensions.map((extension) => `.${extension}`), ...new Set(extensions.map((e) => MIME[e]).filter(Boolean))].join(','),
    accepts: (picked) =>
      extensions.includes(picked.name.split('.').pop()?.toLowerCase() ?? '') && (maxBytes === undefined || picked.size <= maxBytes),
    wrong,
    onRefused,
    onChosen,
    upload,
    onUploaded: onCropped,
    title: 'app.form.cropTitle',
  });

  const hint = error ?? note ?? (rules ? translate(rules) : undefined);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
      <Avatar src={picture} alt="" sx={{ width: 88, height: 88 }} />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="span">
          {label}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={choice.choose}>
            {translate(picture && replace ? replace : choose)}
          </Button>
          {children}
        </Stack>
        {hint && <FormHelperText error={error !== undefined}>{hint}</FormHelperText>}
      </Stack>
      {choice.input}
      {choice.step}
    </Stack>
  );
}
