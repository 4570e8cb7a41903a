// A review's avatar (001 §2 "avatar with cropper", §7, §9): the current photo with Choose and
// Remove; a chosen file opens the square crop step in its place (the app's one, useCropChoice:
// zoom, rotate), whose Save uploads it at most 640x640 and closes. A refused file keeps the dialog
// open with the error alert; a refused upload keeps the crop step open.
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { reviewCalls } from '../../../../resources/clinics/calls';
import type { CropSpec } from '../../../engine/crop/CropUploadDialog';
import { useCropChoice } from '../../../engine/crop/useCropChoice';
import type { Review } from './reviewModel';

/** 001 §9: a square, at most 640x640, quality 0.9. */
const AVATAR_CROP: CropSpec = { aspectRatio: 1, max: { width: 640, height: 640 }, name: 'avatar' };

interface Props {
  hash: string;
  review: Review;
  onRemove: () => Promise<boolean>;
  onUploaded: () => void;
  onClose: () => void;
}

export function ReviewAvatarDialog({ hash, review, onRemove, onUploaded, onClose }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const choice = useCropChoice({
    crop: AVATAR_CROP,
    upload: (file, fileName, onProgress) => dataProvider.uploadReviewAvatar({ hash, reviewId: review.id }, { file, fileName, onProgress }),
    onUploaded: () => {
      onUploaded();
      onClose();
    },
    title: 'app.reviews.avatar.title',
    testId: 'review-avatar-file',
  });
  if (choice.cropping) return choice.step;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="review-avatar-title">
      <DialogTitle id="review-avatar-title">{translate('app.reviews.avatar.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ alignItems: 'center', py: 2 }}>
          <Avatar src={review.avatar ?? undefined} alt="" sx={{ width: 88, height: 88 }}>
            {review.name.slice(0, 1)}
          </Avatar>
        </Stack>
        {choice.input}
      </DialogContent>
      <DialogActions>
        {review.avatar && (
          <Button color="warning" sx={{ mr: 'auto' }} onClick={async () => (await onRemove()) && onClose()}>
            {translate('app.reviews.avatar.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('app.media.crop.cancel')}</Button>
        <Button variant="contained" onClick={choice.choose}>
          {translate('app.reviews.avatar.choose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
