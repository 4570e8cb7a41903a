// The crop step every image upload shares (logos, avatars, media images): zoom and rotate buttons
// above the image with its crop frame, and the upload's progress below. The dialogs around it
// choose the file, the frame's proportions and what Save does (cropImage.ts).
import RotateIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import 'cropperjs/dist/cropper.css';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { IconAction } from '../parts/IconAction';
import { useUploadTexts } from '../upload/fileRefusal';
import { frameState, wholeImage } from './cropFrame';

/** Builds of one chosen image before the step gives up on it. */
const MAX_BUILDS = 4;

interface Props {
  file: File;
  cropperRef: RefObject<ReactCropperElement | null>;
  /** Width / height of the frame; free when not given. */
  aspectRatio?: number;
  /** The upload's progress (0 to 1), or null while not uploading. */
  progress: number | null;
  onReady: () => void;
  ready: boolean;
  hint?: string;
  height?: number | Record<string, number>;
}

export function CropArea({ file, cropperRef, aspectRatio, progress, onReady, ready, hint, height = { xs: 300, sm: 420 } }: Props) {
  const translate = useTranslate();
  const texts = useUploadTexts();
  const [src, setSrc] = useState<string | null>(null);
  // A file the browser cannot show as an image (a text file named .png) would leave the frame
  // empty: it is found by loading it once, and said in words instead.
  const [unreadable, setUnreadable] = useState(false);
  // Made and revoked by the same effect, so that a remount (StrictMode) never shows a revoked URL.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onerror = () => setUnreadable(true);
    probe.src = url;
    setSrc(url);
    setUnreadable(false);
    return () => {
      probe.onerror = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  const cropper = () => cropperRef.current?.cropper;
  // A build whose frame came out as a dot is mended or built afresh (cropFrame.ts), a few times at
  // most; Save stays off until a build is ready, and says so when none became.
  const [build, setBuild] = useState(0);
  const [failed, setFailed] = useState(false);
  const whenBuilt = () => {
    const built = cropper();
    if (!built) return;
    const state = () => frameState(built.getImageData(), built.getCanvasData(), built.getCropBoxData());
    if (state() === 'fitFrame') built.setCropBoxData(wholeImage(built.getCanvasData(), built.getContainerData()));
    if (state() === 'ready') return onReady();
    if (build + 1 < MAX_BUILDS) requestAnimationFrame(() => setBuild(build + 1));
    else setFailed(true);
  };
  const uploading = progress !== null;
  const disabled = !ready || uploading;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {hint}
        </Typography>
        <IconAction label={translate('app.media.crop.zoomIn')} disabled={disabled} onClick={() => cropper()?.zoom(0.1)}>
          <ZoomInIcon />
        </IconAction>
        <IconAction label={translate('app.media.crop.zoomOut')} disabled={disabled} onClick={() => cropper()?.zoom(-0.1)}>
          <ZoomOutIcon />
        </IconAction>
        <IconAction label={translate('app.media.crop.rotate')} disabled={disabled} onClick={() => cropper()?.rotate(90)}>
          <RotateIcon />
        </IconAction>
      </Stack>
      <Box sx={{ height, bgcolor: 'grey.100' }}>
        {src && !unreadable && (
          <Cropper
            key={build}
            ref={cropperRef}
            src={src}
            alt={file.name}
            style={{ height: '100%', width: '100%' }}
            aspectRatio={aspectRatio ?? Number.NaN}
            viewMode={1}
            autoCropArea={1}
            guides
            responsive
            background
            // Browsers apply the EXIF orientation themselves; cropperjs's own check would read the
            // blob: URL by XMLHttpRequest, which the CSP (connect-src 'self') refuses.
            checkOrientation={false}
            ready={whenBuilt}
          />
        )}
      </Box>
      {(failed || unreadable) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {unreadable ? texts.unreadable(file) : translate('app.media.crop.notReady')}
        </Alert>
      )}
      {uploading && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.media.crop.uploading')}
          </Typography>
          <LinearProgress variant="determinate" value={progress * 100} aria-label={translate('app.media.crop.uploading')} />
        </Box>
      )}
    </>
  );
}
