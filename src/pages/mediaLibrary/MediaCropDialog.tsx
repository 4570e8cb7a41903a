// The upload modal with crop (001 §2 "Upload modal with crop", §9): the chosen image in a 3:2 frame,
// zoom and rotate, then Save crops it (at most 960x640, quality 0.9) and uploads it with its
// progress; a refused upload keeps the modal open with the server's message for another try.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReactCropperElement } from 'react-cropper';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { mediaLibraryCalls } from '../../../resources/mediafiles/calls';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import { CropArea } from '../../engine/crop/CropArea';
import { cropImage } from '../../engine/crop/cropImage';
import { uploadFailure } from '../clinicProfile/pictures/uploadPicture';

/** 001 §9: a 3:2 frame, at most 960x640, quality 0.9. */
const MEDIA_CROP = { aspectRatio: 1.5, max: { width: 960, height: 640 }, name: 'media' };

interface Props {
  file: File;
  onUploaded: (file: MediaFile) => void;
  onCancel: () => void;
}

export function MediaCropDialog({ file, onUploaded, onCancel }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof mediaLibraryCalls>>();
  const cropperRef = useRef<ReactCropperElement>(null);
  const [ready, setReady] = useState(false);
  // The cropper measures its box once the dialog has grown to its size: earlier, its initial
  // 3:2 area would cover only part of the image.
  const [entered, setEntered] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async () => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return;
    setProgress(0);
    try {
      const { blob, name } = await cropImage(cropper, file.type, MEDIA_CROP);
      const answer = await dataProvider.uploadMediaFile({}, { file: blob, fileName: name, onProgress: setProgress });
      onUploaded(answer.file);
    } catch (error) {
      notify(uploadFailure(error), { type: 'error' });
      setProgress(null);
    }
  };

  const uploading = progress !== null;
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
        {entered && (
          <CropArea
            file={file}
            cropperRef={cropperRef}
            aspectRatio={MEDIA_CROP.aspectRatio}
            progress={progress}
            ready={ready}
            onReady={() => setReady(true)}
            hint={translate('app.mediaLibrary.crop.hint')}
          />
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
