// The crop step of a chosen logo (001 §4 "Choosing an avatar or logo file opens a crop step"):
// select the area, zoom or rotate, then Save crops it (at most 1280x1280, quality 0.9), uploads
// it with its progress and closes; Cancel drops the chosen file. A refused upload keeps the step
// open with the error alert, so that another try needs no new choice.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DataProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReactCropperElement } from 'react-cropper';
import type { UploadOptions } from '../../../../dataProvider/callRequests';
import { CropArea } from '../../../engine/crop/CropArea';
import { cropImage } from '../../../engine/crop/cropImage';
import type { LogoAnswer } from '../pictures/mediaModel';
import { uploadFailure } from '../pictures/uploadPicture';

/** A declared upload of `{ hash }` (common/calls.ts), as the data provider makes it. */
type UploadCall = (input: { hash: string }, options: UploadOptions) => Promise<unknown>;

/** Another image than the clinic logo (a doctor's avatar): its declared upload call's name (one
 * that takes the `hash` of what it belongs to), the crop's fixed aspect ratio and its largest side. */
export interface CropTarget {
  call: string;
  aspectRatio?: number;
  max: number;
  title?: string;
}

export type PendingCropSave = () => Promise<boolean>;

interface Props<Answer> {
  hash: string;
  file: File;
  onUploaded: (answer: Answer) => void;
  onCancel: () => void;
  /** The step's save while the crop step is open (for the frame's guard), null once it closes. */
  onPending: (save: PendingCropSave | null) => void;
  target?: CropTarget;
}
/** 001 §9: the logo keeps the proportions chosen, at most 1280x1280. */
const LOGO: CropTarget = {
  call: 'uploadClinicLogo',
  max: 1280,
};

export function LogoCropDialog<Answer = LogoAnswer>({ hash, file, onUploaded, onCancel, onPending, target = LOGO }: Props<Answer>) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & Record<string, unknown>>();
  const cropperRef = useRef<ReactCropperElement>(null);
  const [ready, setReady] = useState(false);
  // The cropper measures its box once the dialog has grown to its size: earlier, its crop frame
  // would be laid out in an empty box (a dot at the edge) and the crop would come out empty.
  const [entered, setEntered] = useState(false);
  /** The upload's progress, or null while not uploading. */
  const [progress, setProgress] = useState<number | null>(null);
  // One save for as long as the step is open (the frame's guard holds it): it reads the latest props.
  const latest = useRef({ hash, file, onUploaded, notify, dataProvider, target });
  latest.current = { hash, file, onUploaded, notify, dataProvider, target };
  const save = useCallback(async (): Promise<boolean> => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return false;
    const props = latest.current;
    setProgress(0);
    try {
      const { max } = props.target;
      const { blob, name } = await cropImage(cropper, props.file.type, { max: { width: max, height: max }, name: 'logo' });
      const upload = props.dataProvider[props.target.call] as UploadCall;
      const answer = await upload({ hash: props.hash }, { file: blob, fileName: name, onProgress: setProgress });
      props.onUploaded(answer as Answer);
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

  const uploading = progress !== null;
  return (
    <Dialog
      open
      onClose={uploading ? undefined : onCancel}
      fullWidth
      maxWidth="md"
      aria-labelledby="logo-crop-title"
      slotProps={{ transition: { onEntered: () => setEntered(true) } }}
    >
      <DialogTitle id="logo-crop-title">{translate(target.title ?? 'app.media.crop.title')}</DialogTitle>
      <DialogContent>
        {entered && (
          <CropArea
            file={file}
            cropperRef={cropperRef}
            aspectRatio={target.aspectRatio}
            progress={progress}
            ready={ready}
            onReady={() => setReady(true)}
            hint={translate('app.media.crop.hint')}
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
