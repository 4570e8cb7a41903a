// A review's avatar (001 §2 "avatar with cropper", §7, §9): the current photo with Choose and
// Remove; a chosen file opens the square crop step in its place (the app's one, useCropChoice:
// zoom, rotate), whose Save uploads it at most 640x640 and closes. A refused file keeps the dialog
// open with the error alert; a refused upload keeps the crop step open. Each change is made by its
// named call with the clinic's hash from the step's address; the list is read again after it,
// stored or refused, a refusal shows the server's message, and the wizard hears of a stored one.
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { CropSpec } from '../../../src/engine/crop/CropUploadDialog';
import { useCropChoice } from '../../../src/engine/crop/useCropChoice';
import { useHost } from '../../../src/engine/host/hostContext';
import { useRowChange } from '../../../src/engine/list/useRowChange';
import { useRouteValues } from '../../../src/engine/routeValues';
import { useScreenPath } from '../../../src/engine/ScreenPath';
import type { reviewCalls } from '../../clinics/calls';
import type { Review } from '../reviewRecords';

/** 001 §9: a square, at most 640x640, quality 0.9. */
const AVATAR_CROP: CropSpec = { aspectRatio: 1, max: { width: 640, height: 640 }, name: 'avatar' };

export function ReviewAvatarDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const host = useHost();
  const { hash } = useRouteValues(useScreenPath());
  const rowChange = useRowChange('app.reviews.failed', useListContext().refetch);
  /** Resolves true once stored. */
  const change = (send: () => Promise<unknown>) => rowChange.change(review.id, send, () => host?.onSaved());
  const choice = useCropChoice({
    crop: AVATAR_CROP,
    upload: (file, fileName, onProgress) => dataProvider.uploadReviewAvatar({ hash, reviewId: review.id }, { file, fileName, onProgress }),
    // Stored: the list shows it, the wizard hears of it.
    onUploaded: async () => {
      await change(async () => undefined);
      onClose();
    },
    title: 'app.reviews.avatar.title',
    testId: 'review-avatar-file',
  });
  if (choice.cropping) return choice.step;
  const remove = async () => {
    if (await change(() => dataProvider.deleteReviewAvatar({ hash, id: review.id }))) onClose();
  };

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
          <Button color="warning" sx={{ mr: 'auto' }} onClick={() => void remove()}>
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
