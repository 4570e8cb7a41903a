// A review's avatar (001 §2 "avatar with cropper", §7, §9): the current photo with Choose and
// Remove; a chosen file opens the square crop (zoom, rotate), whose Save uploads it at most
// 640x640 and closes. A refused file or upload keeps the dialog open with the error alert.
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReactCropperElement } from 'react-cropper';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { reviewCalls } from '../../../../resources/clinics/calls';
import { CropArea } from '../../../engine/crop/CropArea';
import { cropImage } from '../../../engine/crop/cropImage';
import { uploadFailure } from '../pictures/uploadPicture';
import { ACCEPT_IMAGES, acceptableImage } from '../pictures/uploadRules';
import type { Review } from './reviewModel';

/** 001 §9: a square, at most 640x640, quality 0.9. */
const AVATAR_CROP = { max: { width: 640, height: 640 }, name: 'avatar' };

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
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const input = useRef<HTMLInputElement>(null);
  const cropperRef = useRef<ReactCropperElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [ready, setReady] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

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
      const { blob, name } = await cropImage(cropper, file.type, AVATAR_CROP);
      await dataProvider.uploadReviewAvatar({ hash, reviewId: review.id }, { file: blob, fileName: name, onProgress: setProgress });
      onUploaded();
      onClose();
    } catch (error) {
      notify(uploadFailure(error), { type: 'error' });
      setProgress(null);
    }
  };
  const uploading = progress !== null;

  return (
    <Dialog open onClose={uploading ? undefined : onClose} fullWidth maxWidth={file ? 'sm' : 'xs'} aria-labelledby="review-avatar-title">
      <DialogTitle id="review-avatar-title">{translate('app.reviews.avatar.title')}</DialogTitle>
      <DialogContent>
        {file ? (
          <CropArea
            file={file}
            cropperRef={cropperRef}
            aspectRatio={1}
            progress={progress}
            ready={ready}
            onReady={() => setReady(true)}
            height={320}
          />
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
          <Button variant="contained" disabled={!ready || uploading} onClick={() => void save()}>
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
