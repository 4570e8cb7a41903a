// The crop step of a chosen logo (001 §4 "Choosing an avatar or logo file opens a crop step"):
// select the area, zoom or rotate, then Save crops it (at most 1280x1280, quality 0.9), uploads
// it with its progress and closes; Cancel drops the chosen file. A refused upload keeps the step
// open with the error alert, so that another try needs no new choice.
import RotateIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import 'cropperjs/dist/cropper.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { type LogoAnswer, mediaUploads } from '../../../../dataProvider/mediaCalls';
import type { UploadingDataProvider, UploadRequest } from '../../../../dataProvider/upload';
import { IconAction } from '../pictures/IconAction';
import { uploadFailure } from '../pictures/uploadPicture';
import { cropLogo } from './cropLogo';

interface Props<Answer> {
  hash: string;
  file: File;
  onUploaded: (answer: Answer) => void;
  onCancel: () => void;
  /** The step's save while the crop step is open (for the frame's guard), null once it closes. */
  onPending: (save: (() => Promise<boolean>) | null) => void;
  /** Another image than the clinic logo (a doctor's avatar): its upload call, the crop's fixed
   * aspect ratio and its largest side. */
  target?: {
    request: (hash: string, file: Blob, options: UploadOptions) => UploadRequest;
    aspectRatio?: number;
    max?: number;
    title?: string;
  };
}

type UploadOptions = Pick<UploadRequest, 'onProgress' | 'fileName'>;
const LOGO = { request: mediaUploads.logo };

export function LogoCropDialog<Answer = LogoAnswer>({ hash, file, onUploaded, onCancel, onPending, target = LOGO }: Props<Answer>) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UploadingDataProvider>();
  const cropperRef = useRef<ReactCropperElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  /** The upload's progress, or null while not uploading. */
  const [progress, setProgress] = useState<number | null>(null);
  // Made and revoked by the same effect, so that a remount (StrictMode) never shows a revoked URL.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // One save for as long as the step is open (the frame's guard holds it): it reads the latest props.
  const latest = useRef({ hash, file, onUploaded, notify, dataProvider, target });
  latest.current = { hash, file, onUploaded, notify, dataProvider, target };
  const save = useCallback(async (): Promise<boolean> => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return false;
    const props = latest.current;
    setProgress(0);
    try {
      const { blob, name } = await cropLogo(cropper, props.file.type, props.target.max);
      const answer = await props.dataProvider.upload<Answer>(
        props.target.request(props.hash, blob, { fileName: name, onProgress: setProgress }),
      );
      props.onUploaded(answer);
      return true;
    } catch (error) {
      props.notify(uploadFailure(error), { type: 'error' });
      setProgress(null);
      return false;
    }
  }, []);
  useEffect(() => {
    onPending(save);
    return () => onPending(null);
  }, [save, onPending]);

  const cropper = () => cropperRef.current?.cropper;
  const uploading = progress !== null;
  return (
    <Dialog open onClose={uploading ? undefined : onCancel} fullWidth maxWidth="md" aria-labelledby="logo-crop-title">
      <DialogTitle id="logo-crop-title">{translate(target.title ?? 'app.media.crop.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {translate('app.media.crop.hint')}
          </Typography>
          <IconAction label={translate('app.media.crop.zoomIn')} disabled={!ready || uploading} onClick={() => cropper()?.zoom(0.1)}>
            <ZoomInIcon />
          </IconAction>
          <IconAction label={translate('app.media.crop.zoomOut')} disabled={!ready || uploading} onClick={() => cropper()?.zoom(-0.1)}>
            <ZoomOutIcon />
          </IconAction>
          <IconAction label={translate('app.media.crop.rotate')} disabled={!ready || uploading} onClick={() => cropper()?.rotate(90)}>
            <RotateIcon />
          </IconAction>
        </Stack>
        <Box sx={{ height: { xs: 300, sm: 420 }, bgcolor: 'grey.100' }}>
          {src && (
            <Cropper
              ref={cropperRef}
              src={src}
              alt={file.name}
              style={{ height: '100%', width: '100%' }}
              viewMode={1}
              autoCropArea={1}
              aspectRatio={target.aspectRatio ?? Number.NaN}
              guides
              responsive
              background
              // Browsers apply the EXIF orientation themselves; cropperjs's own check would read
              // the blob: URL by XMLHttpRequest, which the CSP (connect-src 'self') refuses.
              checkOrientation={false}
              ready={() => setReady(true)}
            />
          )}
        </Box>
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.media.crop.uploading')}
            </Typography>
            <LinearProgress variant="determinate" value={progress * 100} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={uploading}>
          {translate('app.media.crop.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready || uploading} onClick={() => void save()}>
          {translate('app.media.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
