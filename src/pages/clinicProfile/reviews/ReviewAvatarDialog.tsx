// A review's avatar (001 §2 "avatar with cropper", §7, §9): the current photo with Choose and
// Remove; a chosen file opens the square crop (zoom, rotate), whose Save uploads it at most
// 640x640 and closes. A refused file or upload keeps the dialog open with the error alert.
import RotateIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Avatar, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import 'cropperjs/dist/cropper.css';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { type Review, reviewCalls } from '../../../../dataProvider/reviewCalls';
import type { UploadingDataProvider } from '../../../../dataProvider/upload';
import { IconAction } from '../pictures/IconAction';
import { uploadFailure } from '../pictures/uploadPicture';
import { ACCEPT_IMAGES, acceptableImage } from '../pictures/uploadRules';
import { cropAvatar } from './cropAvatar';

interface Props {
  hash: string;
  review: Review;
  onRemove: () => Promise<boolean>;
  onUploaded: () => void;
  onClose: () => void;
}

export function ReviewAvatarDialog({ hash, review, onRemove, onUploaded, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UploadingDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const cropperRef = useRef<ReactCropperElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (acceptableImage(chosen)) {
      setReady(false);
      setFile(chosen);
    } else notify('app.media.upload.wrongFormatSize', { type: 'error' });
  };
  const save = async () => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper || !file) return;
    setProgress(0);
    try {
      const { blob, name } = await cropAvatar(cropper, file.type);
      await dataProvider.upload(reviewCalls.uploadAvatar(hash, review, blob, { fileName: name, onProgress: setProgress }));
      onUploaded();
      onClose();
    } catch (error) {
      notify(uploadFailure(error), { type: 'error' });
      setProgress(null);
    }
  };
  const cropper = () => cropperRef.current?.cropper;
  const uploading = progress !== null;
  const tools = !ready || uploading;

  return (
    <Dialog open onClose={uploading ? undefined : onClose} fullWidth maxWidth={file ? 'sm' : 'xs'} aria-labelledby="review-avatar-title">
      <DialogTitle id="review-avatar-title">{translate('app.reviews.avatar.title')}</DialogTitle>
      <DialogContent>
        {file && src ? (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
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
            <Box sx={{ height: 320, bgcolor: 'grey.100' }}>
              <Cropper
                ref={cropperRef}
                src={src}
                alt={file.name}
                style={{ height: '100%', width: '100%' }}
                aspectRatio={1}
                viewMode={1}
                autoCropArea={1}
                checkOrientation={false}
                ready={() => setReady(true)}
              />
            </Box>
            {uploading && <LinearProgress variant="determinate" value={progress * 100} sx={{ mt: 2 }} />}
          </>
        ) : (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <Avatar src={review.avatar ?? undefined} alt="" sx={{ width: 88, height: 88 }}>
              {review.name.slice(0, 1)}
            </Avatar>
          </Stack>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT_IMAGES}
          data-testid="review-avatar-file"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </DialogContent>
      <DialogActions>
        {!file && review.avatar && (
          <Button color="warning" sx={{ mr: 'auto' }} onClick={async () => (await onRemove()) && onClose()}>
            {translate('app.reviews.avatar.remove')}
          </Button>
        )}
        <Button onClick={file ? () => setFile(null) : onClose} disabled={uploading}>
          {translate('app.media.crop.cancel')}
        </Button>
        {file ? (
          <Button variant="contained" disabled={tools} onClick={() => void save()}>
            {translate('app.media.crop.save')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => input.current?.click()}>
            {translate('app.reviews.avatar.choose')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
