// The upload modal with crop (001 §2 "Upload modal with crop", §9): the chosen image in a 3:2 frame,
// zoom and rotate, then Save crops it (at most 960x640, quality 0.9) and uploads it with its
// progress; a refused upload keeps the modal open with the server's message for another try.
import RotateIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import 'cropperjs/dist/cropper.css';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { type MediaFile, mediaLibraryUploads } from '../../../dataProvider/mediaLibraryCalls';
import type { UploadingDataProvider } from '../../../dataProvider/upload';
import { IconAction } from '../clinicProfile/pictures/IconAction';
import { uploadFailure } from '../clinicProfile/pictures/uploadPicture';
import { cropMediaImage, MEDIA_ASPECT } from './cropMediaImage';

interface Props {
  file: File;
  onUploaded: (file: MediaFile) => void;
  onCancel: () => void;
}

export function MediaCropDialog({ file, onUploaded, onCancel }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UploadingDataProvider>();
  const cropperRef = useRef<ReactCropperElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // The cropper measures its box once the dialog has grown to its size: earlier, its initial
  // 3:2 area would cover only part of the image.
  const [entered, setEntered] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Made and revoked by the same effect, so that a remount (StrictMode) never shows a revoked URL.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const save = async () => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return;
    setProgress(0);
    try {
      const { blob, name } = await cropMediaImage(cropper, file.type);
      const answer = await dataProvider.upload<{ file: MediaFile }>(
        mediaLibraryUploads.file(blob, { fileName: name, onProgress: setProgress }),
      );
      onUploaded(answer.file);
    } catch (error) {
      notify(uploadFailure(error), { type: 'error' });
      setProgress(null);
    }
  };

  const cropper = () => cropperRef.current?.cropper;
  const uploading = progress !== null;
  const tools = !ready || uploading;
  return (
    <Dialog
      open
      onClose={uploading ? undefined : onCancel}
      fullWidth
      maxWidth="md"
      aria-labelledby="media-crop-title"
      slotProps={{ transition: { onEntered: () => setEntered(true) } }}
    >
      <DialogTitle id="media-crop-title">{translate('app.mediaLibrary.crop.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {translate('app.mediaLibrary.crop.hint')}
          </Typography>
          <IconAction label={translate('app.media.crop.zoomIn')} disabled={tools} onClick={() => cropper()?.zoom(0.1)}>
            <ZoomInIcon />
          </IconAction>
          <IconAction label={translate('app.media.crop.zoomOut')} disabled={tools} onClick={() => cropper()?.zoom(-0.1)}>
            <ZoomOutIcon />
          </IconAction>
          <IconAction label={translate('app.media.crop.rotate')} disabled={tools} onClick={() => cropper()?.rotate(90)}>
            <RotateIcon />
          </IconAction>
        </Stack>
        <Box sx={{ height: { xs: 300, sm: 420 }, bgcolor: 'grey.100' }}>
          {src && entered && (
            <Cropper
              ref={cropperRef}
              src={src}
              alt={file.name}
              style={{ height: '100%', width: '100%' }}
              aspectRatio={MEDIA_ASPECT}
              viewMode={1}
              autoCropArea={1}
              guides
              responsive
              background
              // As the logo's crop step: the CSP refuses cropperjs's XMLHttpRequest of the blob: URL.
              checkOrientation={false}
              ready={() => setReady(true)}
            />
          )}
        </Box>
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.mediaLibrary.crop.uploading')}
            </Typography>
            <LinearProgress variant="determinate" value={progress * 100} aria-label={translate('app.mediaLibrary.crop.uploading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={uploading}>
          {translate('app.media.crop.cancel')}
        </Button>
        <Button variant="contained" disabled={tools} onClick={() => void save()}>
          {translate('app.media.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
